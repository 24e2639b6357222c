<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AlliesDialog</name>
    <message>
        <source>Who attacks the same target, rolling together?</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>AmountsDialog</name>
    <message>
        <source>What each one wins (+) or loses (−):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackDock</name>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moment of peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The danger has passed: Guard restored, Fatigue gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remedy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day&apos;s phase with a Remedy: a Virtue at 0 restored for the whole company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target: pick it here or click it on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mounted charge on foes afoot adds the mount&apos;s Trample</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Feat: +d12 in melee, then a VIG save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save d20 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save: rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Smite&apos;s VIG save as the player rolled it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes everyone in the area, apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A duel (a joust, mounted): the target strikes back at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smite on reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a duel the target, a Knight, Smites as it strikes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloodless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training or a bloodless duel: Guard at 0 leaves no Scar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike the target&apos;s mount instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantages +d8 × </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining the attack (they spend their action):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed dice, in order (blank: Campal rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice as numbers, e.g. 7 3 1 5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banners</name>
    <message>
        <source>Red and gold, per pale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver star on blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White chevron on green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red saltire on gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black and gold, quarterly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver bend on purple</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleLog</name>
    <message>
        <source>Battle log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one round; export writes what is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the entries about one unit or character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BBCode for forums…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; version (leaves out what the GM hides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All units and characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (GM decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export battle report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Blueprints</name>
    <message>
        <source>New unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrateTool</name>
    <message>
        <source>Drag a line over a feature whose real length you know. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line you drew measures {0} on the map as it is scaled now. How long is it really?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the field the size of the image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharactersDock</name>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done for this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character gives up the rest of its rounds in this step (Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lieutenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characters as they stood at this step of the replay; leave it to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In steps {0}, pick a character to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step of this battle has characters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandTable</name>
    <message>
        <source>Commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Σ {0} typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} degrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual dice: players roll on camera (Ctrl+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the selected roll of this round again (a GM override, logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the right value of the selected roll of this round (a GM override, logged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice (kept | dropped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} successes typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>correct {0}&apos;s roll ({1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DragFrame</name>
    <message>
        <source>{0} · {1} blocks the way at {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · off the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · cost {1}, more than {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · cost {1} · {2} (up to {3})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} units · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} characters · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} tokens · {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>Blocks movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limits movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Greatly limits movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops siege engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climbing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swimming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>difficult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffectsTable</name>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue value: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the catalogue value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EllipseTool</name>
    <message>
        <source>Drag the box the round area fits in. Esc leaves the tool.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportImageDialog</name>
    <message>
        <source>Export board image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; version (hides what the GM hides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM&apos;s version (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeatureList</name>
    <message>
        <source>Click to select; double-click to rename; the box: the players see it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldSettingsDialog</name>
    <message>
        <source>Field settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>Cannot open {file}: {problem} (at {field}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open {file}: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save {file}: {problem}. The battle is still open and the file on disk is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the shipped value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportMapDialog</name>
    <message>
        <source>Import map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Universal VTT map (.dd2vtt, .uvtt, .df2vtt) from Dungeondraft, DungeonFog, Arkenforge or another tabletop: its picture, walls, doors, windows and lights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map tools draw a square of 5 feet (1.524 m) unless told otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell measures:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (fortification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls become:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map tools write a window as a door that lets light through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portals letting light through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onto this battle, replacing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all terrain and fortifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryMenu</name>
    <message>
        <source>Keep the selected token in my library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the selected token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a unit or character from a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a file to my library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the chosen entry from my library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the library folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring a unit or character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a file to my library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove “{0}” from your library? The file is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <source>Click along the road, river or wall; double-click or Enter ends it. Backspace removes the last point, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export board image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An animated picture of the battle step by step, for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unsaved battles…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles a crash left unsaved, kept for later: recover or discard them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Field settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import map image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calibrate map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Campal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save through a link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is a link to {1}. Saving replaces that file. Save through the link?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No battle a crash left unsaved is waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash protection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export re&amp;cap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export board image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board image written to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle-drag, Space + drag, arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom about the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the current tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag it; Ctrl+click adds to the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the tokens in a box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift + drag on the ground (with Ctrl: add)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop / remove a waypoint while dragging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W or right-click / Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move beyond the allowance (GM decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Shift on release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected units 15° / 45°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ping a point for the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Campal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campal {0}
A battle map for game masters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Rename battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate map image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change field settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campal cannot do “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: it would leave a value the battle file cannot hold ({field}: {detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: “{name}” would be filed under another identity, “{id}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {name} would belong to a side that is not in the battle (“{side}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {name} would be attached to a unit that is not in the battle (“{unit}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the commander of {side} must be a character of that side (not “{character}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the lieutenants of {side} must be characters of that side (not “{character}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the heroes of {side} must be characters of that side (not “{character}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the turn would name someone or something not in the battle ({detail}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: {field} is not a number ({value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The title must have 1 to 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field must measure between {low} and {high} m on each side (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle has no map image to calibrate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The calibration line is too short: draw it over a longer feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length must be between {low} and {high} m (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That calibration gives an impossible scale ({value} m per pixel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system refused it ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what reached the disk differs from what was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle cannot be written as a file ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file would not open again ({detail} {field})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its record of steps cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its record of steps is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step of its record is not what the rules give for it; the record was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its record of steps was written by a newer Campal, with steps this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle it continues is no longer there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle it continues was changed by something else since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder for unsaved work is a link or not a folder, so it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder or file for unsaved work belongs to another user, so it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record of unsaved work is a link or not a regular file, so it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record of unsaved work is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds more than the {limit} values a battle may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its map image “{name}” claims {width} × {height} pixels, more than {limit} a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its terrain has more than the {limit} points a battle may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list in it is longer than the {limit} items allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you do not have permission to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be read ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than the {limit} bytes a battle may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Campal battle (not a .campal container, or it is damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds more than {limit} files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a file with an unsafe name, “{name}”; it was not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its part “{name}” is larger than the {limit} bytes allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its image “{name}” is not a PNG, JPEG or WebP image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of its images is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the map image it refers to is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture of one of its sides or units is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unit or side “{target}” to carry a picture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That picture is not one of the battle&apos;s images.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture is {width} × {height} pixels; at most {limit} per side are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture takes {size} bytes; at most {limit} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the picture does not say its size in pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a number too long to read (line {line})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds no battle document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its battle document is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its battle document is not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its battle document is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its document is not a Campal battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was made by a newer Campal (format {version}; this one reads up to {supported})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its format version is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its turn follows an unknown round plan, “{plan}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its turn follows the round plan “{plan}”, not that of its rule system “{system}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its turn stands at an unknown step, “{step}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its turn names someone not in the battle, “{actor}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a PNG, JPEG or WebP image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file takes {size} MB; an image may take at most {limit} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image is {width} × {height} pixels; at most {limit} per side are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image is {width} × {height} pixels, more than a PNG or WebP map may have ({limit} million pixels); save it as a JPEG, or smaller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tag «{tag}» of {token} modifies «{value}», which the rules do not know; opened with repairs, the tag is kept without effect until you choose what it modifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a required value is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this value is not part of a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a text was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes or no (true/false) was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a group of values was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is not one of those allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text has the wrong form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is too short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list is too short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number is not finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is not valid: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a terrain effect is given a value no rule takes (more than 100,000, or a long text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit fortification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no terrain feature “{id}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name “{id}” is already used by another feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That value is not allowed here ({field}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{id}” is a fortification, not terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{id}” is terrain, not a fortification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terrain catalogue has no kind “{kind}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terrain catalogue has no fortification “{kind}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is not an effect that can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That value does not suit the effect “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shape needs at least {minimum} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the shape lies on the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shape crosses itself more than {limit} times: draw it again without tangles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shape encloses no ground: its points lie on one line or on top of each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line is too short to be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coordinate is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A point lies more than {limit} m from the origin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line cannot be {value} m wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}, difficulty {difficulty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty: {sums}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: {sums}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers: {sums}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the total of the {kept} kept dice, or all {rolled} dice rolled (e.g. 6 5 3 2 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic successes: {sums}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the successes, or each of the {dice} dice (e.g. 10 7 3 1): 7+ succeeds, a 10 twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry out order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack part of a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renounce command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assume command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle has not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} does not act in this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll is awaited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} does not make the roll “{roll}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} has already done that in this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of reach: {distance} m &gt; {reach} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in contact ({distance} m away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no possible target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer on offer in this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first finish the order under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody of this side can give orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chosen commander is of another side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is routed: only Rally reaches it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is not routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is not disorganised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is not hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has no missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is not mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} are not engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} needs to be damaged and beside another damaged unit of its side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit of this side is prepared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} has no standing order to follow now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} cannot go that far: {need} m &gt; {limit} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} needs a destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} needs a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} is not in contact with {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is out of {attacker}&apos;s range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} cannot see {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} cannot attack now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} fights within a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} cannot act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{unit} is neither disorganised nor routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} gave orders this round and may join only a unit it ordered, not {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} holds no command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} already has a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} needs Status {need} or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{expected} dice were rolled, not {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a die cannot show {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dice add up to {low}–{high}, not {given}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This action&apos;s rolls cannot be corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action has no roll number {index}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle has not started: press N to begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the {roll} roll of {actors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {unit} to carry out {order}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{actor} acts ({left} left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to act: {actors}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM&apos;s step: press N to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has acted: press N for the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {count} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {count} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {count} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag “{tag}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove tag “{tag}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moves {distance} {unit} (cost {cost} {unit}, {band})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moves {distance} {unit} by the GM&apos;s decision {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{moved} move; staying: {stayed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot go that far: the way costs {cost} {unit} and {band} allows {allowance} {unit}. Hold Shift to move it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot pass the {kind} ({at_m} m along the way). Hold Shift to move it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} would leave the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no “{band}” movement; it may use: {bands}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move needs somewhere to go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That token is not on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The group stays: {name} cannot make its move. Hold Shift to move the others anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token appears twice in the group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No token of the group can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no token “{token}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That token is not valid: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a character: it has no facing to turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} enters the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} leaves the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} turns {angle}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} turns {angle}° (takes the {action} action, Speed {speed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} and {target} fight on the same side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {kind} stands between {attacker} and {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} is out of {attacker}&apos;s charge: {cost_m} m of ground, {reach_m} m of reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} is out of the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} is not in order to charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} cannot attack in its formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base {metres} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bulk {bulk}: {metres} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formation pace × {factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed {speed} × {yards} yd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounds × {factor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GM sets {target}&apos;s {field}: {old} → {value} {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add side {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit side {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove side {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the army {name} ({count} tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign the chain of command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a side “{side}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle has started: sides can no longer be added or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new order must name every side once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{token}” cannot join this side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{token}” belongs to another rule system than this battle&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Campal army file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the army is for {army}, and this battle plays {battle}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{character}” is not a character of this side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This army may have at most {limit} lieutenants (one per two full units).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This commander may lead at most {limit} heroes (one per rank of Status).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than the {limit} bytes a map file may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON file (it is damaged, or of another kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a Universal VTT map (it has no “resolution” telling its grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is nested deeper than any map file is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has more than {limit} entries in “{what}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its walls have more than {limit} points in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value at “{field}” is missing or not what a map holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its grid has {value} pixels per cell; a map needs more than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its map measures no cells across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the point at “{field}” lies more than {limit} cells away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with that cell length, some of it would lie more than {limit} m from the origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with that cell length the field would measure {value} m; it must be between {low} and {high} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with that cell length a pixel would measure {value} m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its picture is not a PNG, JPEG or WebP image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its picture is larger than {limit} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field is {cells} cells across; a picture of at most {limit} pixels cannot show them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: a cell cannot measure {value} m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the battle would hold more than {limit} features of one kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the battle&apos;s shapes would have more than {limit} points in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: the battle would hold too many lights.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day or night, as the rules read it (sight, ranged attacks, surprise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second side:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenRepairs</name>
    <message>
        <source>Cannot open battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open with repairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campal can open it with these repairs: {0} (references that point at nothing dropped, an unreadable tag kept without effect). The file is not changed until you save. Open it with repairs?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPreview</name>
    <message>
        <source>Give the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a unit to see what it can do (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander giving the order spends it; it covers this one order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} of {2} orders left this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units as they stood at this step of the replay; leave it to give orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend a point of Destino ({0} left): this order ignores the terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: difficulty {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwedPanel</name>
    <message>
        <source>Owed by units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative: {0}   Turn: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PictureRow</name>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Choose a side and a template in the roster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the map to place “{0}”, or drag a line to place a block; Esc ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} × “{1}”: release to place them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {0} × “{1}”?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayFlow</name>
    <message>
        <source>When does it fire? (in words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: click the target on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: now click the second unit on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: now click the next unit on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Men downed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does the character do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In words (for the log):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: drag {1} where it goes (up to {2}), measured as any move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: click where {1} goes (up to {2}; Esc leaves it for later)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayUi</name>
    <message>
        <source>Pick a unit or a character that acts in this step first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin, make the awaited rolls, or go to the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give &amp;order…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an order for the picked unit by its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side or character to act gives up its turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players roll on camera: type each roll in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;battle report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log as Markdown for forums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;action…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an action for the picked character by its key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more in this step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerViewControls</name>
    <message>
        <source>&amp;Player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show player view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera &amp;follows the GM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera shows the &amp;whole field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera &amp;moves freely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the players&apos; frame in my &amp;view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the player view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player view ended unexpectedly; Ctrl+Shift+P opens it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Player view — Campal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the battle · {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolygonTool</name>
    <message>
        <source>Click the corners of the area; double-click or Enter closes it. Backspace removes the last point, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time Campal starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo keeps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older steps are forgotten to save memory. A new limit applies to the next battle opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll an order as soon as its target is clicked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise the order, its target and its difficulty are shown first; Enter rolls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReactionPanel</name>
    <message>
        <source>Answers awaited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed d20 saves, in order (blank: Campal rolls)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recap</name>
    <message>
        <source>Recap: frame {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {0}: {1} frames.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export recap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players&apos; version (hides what the GM hides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GM&apos;s version (everything)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebM video (*.webm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the recap…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing the recap: frame {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle has not begun: its log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some changes of this battle left no line in the log (terrain drawn during play): the recap shows the battle without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This battle was saved by an earlier Campal, which did not keep how the field stood before its first step: it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round {0} in the log (rounds: {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The steps must run from 1 to {0}, the first not after the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the recap .gif, .png (APNG), .mp4 or .webm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frames a second must be between {0} and {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing a video needs the “av” package (pip install av); a .gif or .png needs nothing more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>the battle&apos;s file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved work is not protected against a crash until you save: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campal did not close properly. These battles have steps that were never saved; each can be recovered with every step, kept for later, or discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle kept for later is offered again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be recovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking… {0} %, recovered once checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking… {0} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting to be checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard unsaved battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard «{0}»? Its {1} unsaved steps are lost for good.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RectangleTool</name>
    <message>
        <source>Drag from one corner of the area to the other. Esc leaves the tool.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemedyDialog</name>
    <message>
        <source>Remedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vigour (VIG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clarity (CLA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit (SPI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtue at 0:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored to:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed of the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some changes of this battle left no line in the log (terrain drawn during play): the replay shows the battle without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the first step of the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the battle&apos;s log on the map, without changing the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This battle was saved by an earlier Campal, which did not keep how the field stood before its first step: it cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to replay yet: the battle&apos;s log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The replay only shows the battle. Leave the replay to change it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Roll: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total or dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls this one (Alt+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the roll (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a total or the dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side new tokens join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the map to place the chosen token, or drag a row onto it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own units and characters, kept for every battle of this rule system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New unit (from scratch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character (from scratch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptionsBox</name>
    <message>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulerTool</name>
    <message>
        <source>Click waypoints; double-click ends the measure. Esc clears it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>siege engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>individuals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flyers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot pass {1} (at {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs {0} for {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SelectTerrainTool</name>
    <message>
        <source>Click a feature to select it, drag to move it; drag the round handle to turn it and the squares to move corners. Double-click an edge to add a corner. Del deletes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New (blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add… (pick or type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds an entry from the rules&apos; tables, or one typed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked out by the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived by the {0} rules from this sheet (read-only; change the values above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set by the battle&apos;s rule system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values the rules keep as the battle goes, for the GM to correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetWindow</name>
    <message>
        <source>Sheet: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideWidgets</name>
    <message>
        <source>anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>south edge (bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>north edge (top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>west edge (left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>east edge (right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of the side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidesDock</name>
    <message>
        <source>&amp;Sides and armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Im&amp;port army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the chosen side&apos;s roster to a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring an army from a file onto the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the side up (sides act in this order where no initiative decides)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the side down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bearing new tokens of this side face (0° is up); automatic: away from its edge, or toward the middle of the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploys from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain of command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character of this side at its edge; name them here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” has {1} tokens on the field. Remove the side and all of them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the army into “{0}” or as a new side?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into “{0}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a new side</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SightTool</name>
    <message>
        <source>Drag from the observer to the target. Esc leaves the tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked by {0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear, no cover · {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{0} Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}{1} from {2} · {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SituationalTicks</name>
    <message>
        <source>Situational modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticked ones apply to the attack carried out next; the map judges night, a target on the ground, height and facing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of these at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none of these)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>&lt;h2&gt;Campal&lt;/h2&gt;No battle of your own is open yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a battle file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent battles&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatLists</name>
    <message>
        <source>Not said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetTool</name>
    <message>
        <source>cover +{0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainPanel</name>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a terrain feature or fortification to see its properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the kind&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the GM sees it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show its name on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules&apos; value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty of climbing this wall (GM value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climbing difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects under {0} (• changed in this battle)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainUi</name>
    <message>
        <source>Draw &amp;polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw an area corner by corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a rectangular area by dragging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;ellipse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a round area by dragging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw &amp;line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a road, river, wall, ditch or palisade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Select and edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select, move, turn and reshape terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure a path and its terrain cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;ine of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check line of sight and cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;uplicate feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;aise feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;ower feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring to &amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to &amp;bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of terrain or fortification to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width on the ground of roads, rivers, walls, ditches and palisades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who the ruler measures for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Individuals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerrainWarmup</name>
    <message>
        <source>Indexing the terrain…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TickRibbon</name>
    <message>
        <source>Ticks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next tick:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next tick of each unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenDrag</name>
    <message>
        <source>Charge {0}: within reach ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge {0}: out of reach ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenLook</name>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0}/{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenProperties</name>
    <message>
        <source>Open the sheet in a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole sheet, in a window the size of the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side&apos;s picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stats&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenUi</name>
    <message>
        <source>&amp;Place token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the map to place the token chosen in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;trails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show faintly the way each token went this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;okens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TroopBox</name>
    <message>
        <source>Rested before the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that did not rest loses its armour fatigue from its Endurance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derive ratings from the troop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the unit&apos;s attacks, damage, armour, hardness, armour fatigue, speed and Endurance by the mass combat formulas from these traits (one step of Edit ▸ Undo).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnText</name>
    <message>
        <source>{0} turns {1}°: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} turns {1}°: more than a quarter turn takes an action ({2}, Speed {3}, DV {4})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitStats</name>
    <message>
        <source> (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UvttUi</name>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} walls, {2} doors and windows, {3} lights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Universal VTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell of the exported grid measures ({0}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Universal VTT map written to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A map from Dungeondraft, DungeonFog or another tabletop, with its walls and doors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Universal &amp;VTT…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board without tokens, its walls and doors, for another tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lights of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Darken the field and show the map&apos;s lights, for a night battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
