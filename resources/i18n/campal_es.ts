<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AlliesDialog</name>
    <message>
        <source>Who attacks the same target, rolling together?</source>
        <translation>¿Quién ataca al mismo objetivo, tirando a la vez?</translation>
    </message>
</context>
<context>
    <name>AmountsDialog</name>
    <message>
        <source>What each one wins (+) or loses (−):</source>
        <translation>Lo que cada uno gana (+) o pierde (−):</translation>
    </message>
</context>
<context>
    <name>AttackDock</name>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Moment of peace</source>
        <translation>Momento de paz</translation>
    </message>
    <message>
        <source>The danger has passed: Guard restored, Fatigue gone</source>
        <translation>Pasado el peligro: se restaura la Guarda y se disipa la Fatiga</translation>
    </message>
    <message>
        <source>Remedy…</source>
        <translation>Remedio…</translation>
    </message>
    <message>
        <source>A day&apos;s phase with a Remedy: a Virtue at 0 restored for the whole company</source>
        <translation>Una fase del día con un Remedio: una Virtud a 0 restaurada para toda la compañía</translation>
    </message>
    <message>
        <source>Attack builder</source>
        <translation>Preparar el ataque</translation>
    </message>
    <message>
        <source>The target: pick it here or click it on the map</source>
        <translation>El objetivo: elígelo aquí o haz clic en él en el mapa</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>A mounted charge on foes afoot adds the mount&apos;s Trample</source>
        <translation>Una carga montada contra enemigos a pie suma el Aplastar de la montura</translation>
    </message>
    <message>
        <source>Smite</source>
        <translation>Castigar</translation>
    </message>
    <message>
        <source>A Feat: +d12 in melee, then a VIG save</source>
        <translation>Una Proeza: +d12 cuerpo a cuerpo, luego tirada de Vigor</translation>
    </message>
    <message>
        <source>save d20 </source>
        <translation>tirada d20 </translation>
    </message>
    <message>
        <source>save: rolled</source>
        <translation>tirada: la hace Campal</translation>
    </message>
    <message>
        <source>The Smite&apos;s VIG save as the player rolled it</source>
        <translation>La tirada de Vigor del Castigar, tal como la sacó el jugador</translation>
    </message>
    <message>
        <source>Blast</source>
        <translation>Ráfaga</translation>
    </message>
    <message>
        <source>Strikes everyone in the area, apart</source>
        <translation>Alcanza a todos en su área, cada uno por separado</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duelo</translation>
    </message>
    <message>
        <source>A duel (a joust, mounted): the target strikes back at once</source>
        <translation>Un duelo (una justa, si van montados): el objetivo golpea a la vez</translation>
    </message>
    <message>
        <source>Smite on reply</source>
        <translation>Castigar al responder</translation>
    </message>
    <message>
        <source>In a duel the target, a Knight, Smites as it strikes back</source>
        <translation>En un duelo el objetivo, un Caballero, Castiga al devolver el golpe</translation>
    </message>
    <message>
        <source>Bloodless</source>
        <translation>Sin sangre</translation>
    </message>
    <message>
        <source>Training or a bloodless duel: Guard at 0 leaves no Scar</source>
        <translation>Entrenamiento o duelo sin sangre: la Guarda a 0 no deja Cicatriz</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Montura</translation>
    </message>
    <message>
        <source>Strike the target&apos;s mount instead</source>
        <translation>Golpear a la montura del objetivo</translation>
    </message>
    <message>
        <source>Advantages +d8 × </source>
        <translation>Ventajas +d8 × </translation>
    </message>
    <message>
        <source>Joining the attack (they spend their action):</source>
        <translation>Se suman al ataque (gastan su acción):</translation>
    </message>
    <message>
        <source>Weapons in hand</source>
        <translation>Armas empuñadas</translation>
    </message>
    <message>
        <source>Typed dice, in order (blank: Campal rolls)</source>
        <translation>Dados escritos, en orden (en blanco: tira Campal)</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>se ha movido</translation>
    </message>
    <message>
        <source>acted</source>
        <translation>ha actuado</translation>
    </message>
    <message>
        <source>out of the fight</source>
        <translation>fuera de combate</translation>
    </message>
    <message>
        <source>Type the dice as numbers, e.g. 7 3 1 5</source>
        <translation>Escribe los dados como números, p. ej. 7 3 1 5</translation>
    </message>
</context>
<context>
    <name>Banners</name>
    <message>
        <source>Red and gold, per pale</source>
        <translation>Partido de gules y oro</translation>
    </message>
    <message>
        <source>Silver star on blue</source>
        <translation>Estrella de plata en azur</translation>
    </message>
    <message>
        <source>White chevron on green</source>
        <translation>Cheurón de plata en sinople</translation>
    </message>
    <message>
        <source>Red saltire on gold</source>
        <translation>Sotuer de gules en oro</translation>
    </message>
    <message>
        <source>Black and gold, quarterly</source>
        <translation>Cuartelado de sable y oro</translation>
    </message>
    <message>
        <source>Silver bend on purple</source>
        <translation>Banda de plata en púrpura</translation>
    </message>
</context>
<context>
    <name>BattleLog</name>
    <message>
        <source>Battle log</source>
        <translation>Registro de la batalla</translation>
    </message>
    <message>
        <source>Show one round; export writes what is shown</source>
        <translation>Mostrar un asalto; exportar escribe lo que se muestra</translation>
    </message>
    <message>
        <source>Show the entries about one unit or character</source>
        <translation>Mostrar las entradas de una unidad o un personaje</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>BBCode for forums…</source>
        <translation>BBCode para foros…</translation>
    </message>
    <message>
        <source>Players&apos; version (leaves out what the GM hides)</source>
        <translation>Versión de los jugadores (sin lo que oculta el DJ)</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Todos los asaltos</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Asalto {0}</translation>
    </message>
    <message>
        <source>Before battle</source>
        <translation>Preparativos</translation>
    </message>
    <message>
        <source>All units and characters</source>
        <translation>Todas las unidades y personajes</translation>
    </message>
    <message>
        <source>  (GM decision)</source>
        <translation>  (decisión del DJ)</translation>
    </message>
    <message>
        <source>Export battle report</source>
        <translation>Exportar el informe de la batalla</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>No se puede escribir {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>Blueprints</name>
    <message>
        <source>New unit</source>
        <translation>Nueva unidad</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
</context>
<context>
    <name>CalibrateTool</name>
    <message>
        <source>Drag a line over a feature whose real length you know. Esc cancels.</source>
        <translation>Arrastra una línea sobre un elemento cuya longitud real conozcas. Esc cancela.</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <source>Calibrate map image</source>
        <translation>Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>The line you drew measures {0} on the map as it is scaled now. How long is it really?</source>
        <translation>La línea que has trazado mide {0} en el mapa con la escala actual. ¿Cuánto mide en realidad?</translation>
    </message>
    <message>
        <source>Real length:</source>
        <translation>Longitud real:</translation>
    </message>
    <message>
        <source>Make the field the size of the image</source>
        <translation>Dar al campo el tamaño de la imagen</translation>
    </message>
</context>
<context>
    <name>CharactersDock</name>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Le queda</translation>
    </message>
    <message>
        <source>Done for this step</source>
        <translation>Terminado en este paso</translation>
    </message>
    <message>
        <source>The character gives up the rest of its rounds in this step (Shift+P)</source>
        <translation>El personaje renuncia al resto de sus asaltos en este paso (Mayús+P)</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>comandante</translation>
    </message>
    <message>
        <source>lieutenant</source>
        <translation>lugarteniente</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héroe</translation>
    </message>
    <message>
        <source>The characters as they stood at this step of the replay; leave it to act</source>
        <translation>Los personajes tal como estaban en este paso de la repetición; sal de ella para actuar</translation>
    </message>
    <message>
        <source>In steps {0}, pick a character to act</source>
        <translation>En los pasos {0}, elige un personaje para actuar</translation>
    </message>
    <message>
        <source>No step of this battle has characters</source>
        <translation>Ningún paso de esta batalla tiene personajes</translation>
    </message>
</context>
<context>
    <name>CommandTable</name>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lugarteniente</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héroe</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Cargo</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Σ {0} typed</source>
        <translation>Σ {0} escrita</translation>
    </message>
    <message>
        <source>{0}, {1} degrees</source>
        <translation>{0}, {1} grados</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Bandeja de dados</translation>
    </message>
    <message>
        <source>Manual dice: players roll on camera (Ctrl+M)</source>
        <translation>Dados manuales: los jugadores tiran ante la cámara (Ctrl+M)</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Repetir tirada</translation>
    </message>
    <message>
        <source>Correct…</source>
        <translation>Corregir…</translation>
    </message>
    <message>
        <source>Roll the selected roll of this round again (a GM override, logged)</source>
        <translation>Vuelve a tirar la tirada elegida de este asalto (decisión del DJ, registrada)</translation>
    </message>
    <message>
        <source>Type the right value of the selected roll of this round (a GM override, logged)</source>
        <translation>Escribe el valor correcto de la tirada elegida de este asalto (decisión del DJ, registrada)</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Dice (kept | dropped)</source>
        <translation>Dados (guardados | descartados)</translation>
    </message>
    <message>
        <source>Mod.</source>
        <translation>Mod.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Dif.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Por</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>escrita</translation>
    </message>
    <message>
        <source>app</source>
        <translation>aplicación</translation>
    </message>
    <message>
        <source>{0} successes typed</source>
        <translation>{0} éxitos tecleados</translation>
    </message>
    <message>
        <source>correct {0}&apos;s roll ({1})</source>
        <translation>corregir la tirada de {0} ({1})</translation>
    </message>
</context>
<context>
    <name>DragFrame</name>
    <message>
        <source>{0} · {1} blocks the way at {2}</source>
        <translation>{0} · {1} corta el paso a {2}</translation>
    </message>
    <message>
        <source>{0} · off the field</source>
        <translation>{0} · fuera del campo</translation>
    </message>
    <message>
        <source>{0} · cost {1}, more than {2}</source>
        <translation>{0} · coste {1}, más de {2}</translation>
    </message>
    <message>
        <source>{0} · cost {1} · {2} (up to {3})</source>
        <translation>{0} · coste {1} · {2} (hasta {3})</translation>
    </message>
    <message>
        <source>{0} units · {1}</source>
        <translation>{0} unidades · {1}</translation>
    </message>
    <message>
        <source>{0} characters · {1}</source>
        <translation>{0} personajes · {1}</translation>
    </message>
    <message>
        <source>{0} tokens · {1}</source>
        <translation>{0} fichas · {1}</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>Blocks movement</source>
        <translation>Impide el movimiento</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation>Dados de bonificación</translation>
    </message>
    <message>
        <source>Limits movement</source>
        <translation>Limita el movimiento</translation>
    </message>
    <message>
        <source>Greatly limits movement</source>
        <translation>Limita mucho el movimiento</translation>
    </message>
    <message>
        <source>Navigable</source>
        <translation>Navegable</translation>
    </message>
    <message>
        <source>Stops siege engines</source>
        <translation>Anula las armas de asedio</translation>
    </message>
    <message>
        <source>Stops cavalry</source>
        <translation>Anula la caballería</translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation>Bonificación a la Defensa</translation>
    </message>
    <message>
        <source>Terrain class</source>
        <translation>Tipo de terreno</translation>
    </message>
    <message>
        <source>Cover (%)</source>
        <translation>Cobertura (%)</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranqueable</translation>
    </message>
    <message>
        <source>Climbing</source>
        <translation>Trepar</translation>
    </message>
    <message>
        <source>Swimming</source>
        <translation>Nadar</translation>
    </message>
    <message>
        <source>Crawling</source>
        <translation>Arrastrarse</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Guardia</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierto</translation>
    </message>
    <message>
        <source>difficult</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extremo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>parcial</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
</context>
<context>
    <name>EffectsTable</name>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Catalogue value: {0}</source>
        <translation>Valor del catálogo: {0}</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Return to the catalogue value</source>
        <translation>Volver al valor del catálogo</translation>
    </message>
</context>
<context>
    <name>EllipseTool</name>
    <message>
        <source>Drag the box the round area fits in. Esc leaves the tool.</source>
        <translation>Arrastra el recuadro en el que cabe la zona redonda. Esc sale de la herramienta.</translation>
    </message>
</context>
<context>
    <name>ExportImageDialog</name>
    <message>
        <source>Export board image</source>
        <translation>Exportar imagen del tablero</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Anchura:</translation>
    </message>
    <message>
        <source>Players&apos; version (hides what the GM hides)</source>
        <translation>Versión de los jugadores (oculta lo que oculta el DJ)</translation>
    </message>
    <message>
        <source>GM&apos;s version (everything)</source>
        <translation>Versión del DJ (todo)</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Versión:</translation>
    </message>
</context>
<context>
    <name>FeatureList</name>
    <message>
        <source>Click to select; double-click to rename; the box: the players see it</source>
        <translation>Clic para seleccionar; doble clic para renombrar; la casilla: los jugadores lo ven</translation>
    </message>
</context>
<context>
    <name>FieldSettingsDialog</name>
    <message>
        <source>Field settings</source>
        <translation>Ajustes del campo</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation>Anchura del campo:</translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation>Altura del campo:</translation>
    </message>
    <message>
        <source>No grid</source>
        <translation>Sin cuadrícula</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>Cuadrados</translation>
    </message>
    <message>
        <source>Hexagons</source>
        <translation>Hexágonos</translation>
    </message>
    <message>
        <source>Grid:</source>
        <translation>Cuadrícula:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Tamaño de celda:</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>Cannot open {file}: {problem} (at {field}).</source>
        <translation>No se puede abrir {file}: {problem} (en {field}).</translation>
    </message>
    <message>
        <source>Cannot open {file}: {problem}.</source>
        <translation>No se puede abrir {file}: {problem}.</translation>
    </message>
    <message>
        <source>Cannot save {file}: {problem}. The battle is still open and the file on disk is as it was.</source>
        <translation>No se puede guardar {file}: {problem}. La batalla sigue abierta y el archivo del disco está como estaba.</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>Table and value</source>
        <translation>Tabla y valor</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>This battle</source>
        <translation>Esta batalla</translation>
    </message>
    <message>
        <source>Use in this battle</source>
        <translation>Usar en esta batalla</translation>
    </message>
    <message>
        <source>Back to the shipped value</source>
        <translation>Volver al valor original</translation>
    </message>
</context>
<context>
    <name>ImportMapDialog</name>
    <message>
        <source>Import map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <source>A Universal VTT map (.dd2vtt, .uvtt, .df2vtt) from Dungeondraft, DungeonFog, Arkenforge or another tabletop: its picture, walls, doors, windows and lights.</source>
        <translation>Un mapa Universal VTT (.dd2vtt, .uvtt, .df2vtt) de Dungeondraft, DungeonFog, Arkenforge u otro tablero virtual: su imagen, muros, puertas, ventanas y luces.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Map tools draw a square of 5 feet (1.524 m) unless told otherwise</source>
        <translation>Los editores de mapas dibujan casillas de 5 pies (1,524 m) salvo que se les diga otra cosa</translation>
    </message>
    <message>
        <source>A cell measures:</source>
        <translation>Una casilla mide:</translation>
    </message>
    <message>
        <source>{0} (fortification)</source>
        <translation>{0} (fortificación)</translation>
    </message>
    <message>
        <source>Walls become:</source>
        <translation>Los muros serán:</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Ventanas</translation>
    </message>
    <message>
        <source>Open doors</source>
        <translation>Puertas abiertas</translation>
    </message>
    <message>
        <source>Map tools write a window as a door that lets light through</source>
        <translation>Los editores de mapas guardan una ventana como una puerta que deja pasar la luz</translation>
    </message>
    <message>
        <source>Portals letting light through:</source>
        <translation>Aberturas que dejan pasar la luz:</translation>
    </message>
    <message>
        <source>As a new battle</source>
        <translation>Como batalla nueva</translation>
    </message>
    <message>
        <source>Onto this battle, replacing:</source>
        <translation>Sobre esta batalla, sustituyendo:</translation>
    </message>
    <message>
        <source>the map image</source>
        <translation>la imagen del mapa</translation>
    </message>
    <message>
        <source>all terrain and fortifications</source>
        <translation>todo el terreno y las fortificaciones</translation>
    </message>
    <message>
        <source>the lights</source>
        <translation>las luces</translation>
    </message>
    <message>
        <source>Where:</source>
        <translation>Dónde:</translation>
    </message>
</context>
<context>
    <name>LibraryMenu</name>
    <message>
        <source>Keep the selected token in my library</source>
        <translation>Guardar la ficha seleccionada en mi biblioteca</translation>
    </message>
    <message>
        <source>Export the selected token…</source>
        <translation>Exportar la ficha seleccionada…</translation>
    </message>
    <message>
        <source>Bring a unit or character from a file…</source>
        <translation>Traer una unidad o un personaje de un archivo…</translation>
    </message>
    <message>
        <source>Add a file to my library…</source>
        <translation>Añadir un archivo a mi biblioteca…</translation>
    </message>
    <message>
        <source>Remove the chosen entry from my library</source>
        <translation>Quitar de mi biblioteca la entrada elegida</translation>
    </message>
    <message>
        <source>Open the library folder</source>
        <translation>Abrir la carpeta de la biblioteca</translation>
    </message>
    <message>
        <source>My library</source>
        <translation>Mi biblioteca</translation>
    </message>
    <message>
        <source>Export token</source>
        <translation>Exportar ficha</translation>
    </message>
    <message>
        <source>Bring a unit or character</source>
        <translation>Traer una unidad o un personaje</translation>
    </message>
    <message>
        <source>Add a file to my library</source>
        <translation>Añadir un archivo a mi biblioteca</translation>
    </message>
    <message>
        <source>Remove “{0}” from your library? The file is deleted.</source>
        <translation>¿Quitar «{0}» de su biblioteca? El archivo se borra.</translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <source>Click along the road, river or wall; double-click or Enter ends it. Backspace removes the last point, Esc cancels.</source>
        <translation>Haz clic a lo largo del camino, río o muralla; doble clic o Intro para terminar. Retroceso quita el último punto, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New battle…</source>
        <translation>&amp;Nueva batalla…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export board image…</source>
        <translation>&amp;Exportar imagen del tablero…</translation>
    </message>
    <message>
        <source>Export re&amp;cap…</source>
        <translation>Exportar resumen ani&amp;mado…</translation>
    </message>
    <message>
        <source>An animated picture of the battle step by step, for the players</source>
        <translation>Una imagen animada de la batalla paso a paso, para los jugadores</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Unsaved battles…</source>
        <translation>&amp;Batallas sin guardar…</translation>
    </message>
    <message>
        <source>Battles a crash left unsaved, kept for later: recover or discard them</source>
        <translation>Batallas que un cierre inesperado dejó sin guardar y se dejaron para más tarde: recupérelas o descártelas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>A&amp;cercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit field</source>
        <translation>&amp;Encuadrar el campo</translation>
    </message>
    <message>
        <source>&amp;Battle</source>
        <translation>&amp;Batalla</translation>
    </message>
    <message>
        <source>&amp;Field settings…</source>
        <translation>A&amp;justes del campo…</translation>
    </message>
    <message>
        <source>&amp;Import map image…</source>
        <translation>&amp;Importar imagen del mapa…</translation>
    </message>
    <message>
        <source>&amp;Calibrate map image</source>
        <translation>&amp;Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>&amp;Remove map image</source>
        <translation>&amp;Quitar la imagen del mapa</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>&amp;Reglas de la casa…</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Campal</source>
        <translation>A&amp;cerca de Campal</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them?</source>
        <translation>«{0}» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>Open battle</source>
        <translation>Abrir batalla</translation>
    </message>
    <message>
        <source>Opening {0}</source>
        <translation>Abriendo {0}</translation>
    </message>
    <message>
        <source>Save battle</source>
        <translation>Guardar batalla</translation>
    </message>
    <message>
        <source>Save through a link</source>
        <translation>Guardar a través de un enlace</translation>
    </message>
    <message>
        <source>“{0}” is a link to {1}. Saving replaces that file. Save through the link?</source>
        <translation>«{0}» es un enlace a {1}. Guardar sustituye ese archivo. ¿Guardar a través del enlace?</translation>
    </message>
    <message>
        <source>Cannot save battle</source>
        <translation>No se puede guardar la batalla</translation>
    </message>
    <message>
        <source>Saving {0}</source>
        <translation>Guardando {0}</translation>
    </message>
    <message>
        <source>Unsaved battles</source>
        <translation>Batallas sin guardar</translation>
    </message>
    <message>
        <source>No battle a crash left unsaved is waiting.</source>
        <translation>No hay ninguna batalla sin guardar de un cierre inesperado en espera.</translation>
    </message>
    <message>
        <source>Crash protection</source>
        <translation>Protección ante cierres inesperados</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Guardado {0}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>Export board image</source>
        <translation>Exportar imagen del tablero</translation>
    </message>
    <message>
        <source>Cannot write {0}.</source>
        <translation>No se puede escribir {0}.</translation>
    </message>
    <message>
        <source>Board image written to {0}</source>
        <translation>Imagen del tablero guardada en {0}</translation>
    </message>
    <message>
        <source>Import map image</source>
        <translation>Importar imagen del mapa</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation>No se puede usar {0}: {1}.</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Desplazar</translation>
    </message>
    <message>
        <source>Middle-drag, Space + drag, arrow keys</source>
        <translation>Arrastrar con el botón central, Espacio + arrastrar, flechas</translation>
    </message>
    <message>
        <source>Zoom about the cursor</source>
        <translation>Acercar o alejar en el cursor</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>Rueda del ratón</translation>
    </message>
    <message>
        <source>Cancel the current tool</source>
        <translation>Cancelar la herramienta actual</translation>
    </message>
    <message>
        <source>Move a token</source>
        <translation>Mover una ficha</translation>
    </message>
    <message>
        <source>Drag it; Ctrl+click adds to the selection</source>
        <translation>Arrástrala; Ctrl+clic la añade a la selección</translation>
    </message>
    <message>
        <source>Select the tokens in a box</source>
        <translation>Seleccionar las fichas de un recuadro</translation>
    </message>
    <message>
        <source>Shift + drag on the ground (with Ctrl: add)</source>
        <translation>Mayús + arrastrar sobre el terreno (con Ctrl: añadir)</translation>
    </message>
    <message>
        <source>Drop / remove a waypoint while dragging</source>
        <translation>Poner / quitar un punto de paso al arrastrar</translation>
    </message>
    <message>
        <source>W or right-click / Backspace</source>
        <translation>W o clic derecho / Retroceso</translation>
    </message>
    <message>
        <source>Move beyond the allowance (GM decision)</source>
        <translation>Mover más allá de lo permitido (decisión del DJ)</translation>
    </message>
    <message>
        <source>Hold Shift on release</source>
        <translation>Mantén Mayús al soltar</translation>
    </message>
    <message>
        <source>Turn the selected units 15° / 45°</source>
        <translation>Girar las unidades seleccionadas 15° / 45°</translation>
    </message>
    <message>
        <source>Ping a point for the players</source>
        <translation>Señalar un punto a los jugadores</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>About Campal</source>
        <translation>Acerca de Campal</translation>
    </message>
    <message>
        <source>Campal {0}
A battle map for game masters.</source>
        <translation>Campal {0}
Un mapa de batalla para directores de juego.</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Rename battle</source>
        <translation>Renombrar la batalla</translation>
    </message>
    <message>
        <source>Resize field</source>
        <translation>Cambiar el tamaño del campo</translation>
    </message>
    <message>
        <source>Change grid</source>
        <translation>Cambiar la cuadrícula</translation>
    </message>
    <message>
        <source>Set map image</source>
        <translation>Poner imagen del mapa</translation>
    </message>
    <message>
        <source>Remove map image</source>
        <translation>Quitar la imagen del mapa</translation>
    </message>
    <message>
        <source>Calibrate map image</source>
        <translation>Calibrar la imagen del mapa</translation>
    </message>
    <message>
        <source>Edit side</source>
        <translation>Editar bando</translation>
    </message>
    <message>
        <source>Change field settings</source>
        <translation>Cambiar los ajustes del campo</translation>
    </message>
    <message>
        <source>Set picture</source>
        <translation>Poner imagen</translation>
    </message>
    <message>
        <source>Clear picture</source>
        <translation>Quitar imagen</translation>
    </message>
    <message>
        <source>Campal cannot do “{name}”.</source>
        <translation>Campal no sabe hacer «{name}».</translation>
    </message>
    <message>
        <source>Not done: it would leave a value the battle file cannot hold ({field}: {detail}).</source>
        <translation>No se hace: dejaría un valor que el archivo de batalla no puede guardar ({field}: {detail}).</translation>
    </message>
    <message>
        <source>Not done: “{name}” would be filed under another identity, “{id}”.</source>
        <translation>No se hace: «{name}» quedaría archivado con otra identidad, «{id}».</translation>
    </message>
    <message>
        <source>Not done: {name} would belong to a side that is not in the battle (“{side}”).</source>
        <translation>No se hace: {name} pertenecería a un bando que no está en la batalla («{side}»).</translation>
    </message>
    <message>
        <source>Not done: {name} would be attached to a unit that is not in the battle (“{unit}”).</source>
        <translation>No se hace: {name} quedaría incorporado a una unidad que no está en la batalla («{unit}»).</translation>
    </message>
    <message>
        <source>Not done: the commander of {side} must be a character of that side (not “{character}”).</source>
        <translation>No se hace: el comandante de {side} debe ser un personaje de ese bando (no «{character}»).</translation>
    </message>
    <message>
        <source>Not done: the lieutenants of {side} must be characters of that side (not “{character}”).</source>
        <translation>No se hace: los lugartenientes de {side} deben ser personajes de ese bando (no «{character}»).</translation>
    </message>
    <message>
        <source>Not done: the heroes of {side} must be characters of that side (not “{character}”).</source>
        <translation>No se hace: los héroes de {side} deben ser personajes de ese bando (no «{character}»).</translation>
    </message>
    <message>
        <source>Not done: the turn would name someone or something not in the battle ({detail}).</source>
        <translation>No se hace: el turno nombraría a alguien o algo que no está en la batalla ({detail}).</translation>
    </message>
    <message>
        <source>Not done: {field} is not a number ({value}).</source>
        <translation>No se hace: {field} no es un número ({value}).</translation>
    </message>
    <message>
        <source>The title must have 1 to 200 characters.</source>
        <translation>El título debe tener de 1 a 200 caracteres.</translation>
    </message>
    <message>
        <source>The field must measure between {low} and {high} m on each side (not {value}).</source>
        <translation>El campo debe medir entre {low} y {high} m de lado (no {value}).</translation>
    </message>
    <message>
        <source>The battle has no map image to calibrate.</source>
        <translation>La batalla no tiene imagen de mapa que calibrar.</translation>
    </message>
    <message>
        <source>The calibration line is too short: draw it over a longer feature.</source>
        <translation>La línea de calibración es demasiado corta: trázala sobre un elemento más largo.</translation>
    </message>
    <message>
        <source>The length must be between {low} and {high} m (not {value}).</source>
        <translation>La longitud debe estar entre {low} y {high} m (no {value}).</translation>
    </message>
    <message>
        <source>That calibration gives an impossible scale ({value} m per pixel).</source>
        <translation>Esa calibración da una escala imposible ({value} m por píxel).</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <source>the system refused it ({detail})</source>
        <translation>el sistema lo rechazó ({detail})</translation>
    </message>
    <message>
        <source>what reached the disk differs from what was written</source>
        <translation>lo que llegó al disco no coincide con lo escrito</translation>
    </message>
    <message>
        <source>the battle cannot be written as a file ({detail})</source>
        <translation>la batalla no se puede escribir como archivo ({detail})</translation>
    </message>
    <message>
        <source>the file would not open again ({detail} {field})</source>
        <translation>el archivo no se volvería a abrir ({detail} {field})</translation>
    </message>
    <message>
        <source>its record of steps cannot be read</source>
        <translation>su registro de pasos no se puede leer</translation>
    </message>
    <message>
        <source>its record of steps is damaged</source>
        <translation>su registro de pasos está dañado</translation>
    </message>
    <message>
        <source>a step of its record is not what the rules give for it; the record was changed</source>
        <translation>un paso de su registro no es lo que dan las reglas; el registro fue modificado</translation>
    </message>
    <message>
        <source>its record of steps was written by a newer Campal, with steps this version does not know</source>
        <translation>su registro de pasos lo escribió un Campal más nuevo, con pasos que esta versión no conoce</translation>
    </message>
    <message>
        <source>the battle it continues is no longer there</source>
        <translation>la batalla que continúa ya no está</translation>
    </message>
    <message>
        <source>the battle it continues was changed by something else since</source>
        <translation>la batalla que continúa ha sido modificada por otro medio desde entonces</translation>
    </message>
    <message>
        <source>the folder for unsaved work is a link or not a folder, so it is not used</source>
        <translation>la carpeta del trabajo sin guardar es un enlace o no es una carpeta, así que no se usa</translation>
    </message>
    <message>
        <source>the folder or file for unsaved work belongs to another user, so it is not used</source>
        <translation>la carpeta o el archivo del trabajo sin guardar pertenece a otro usuario, así que no se usa</translation>
    </message>
    <message>
        <source>the record of unsaved work is a link or not a regular file, so it is not used</source>
        <translation>el registro del trabajo sin guardar es un enlace o no es un archivo normal, así que no se usa</translation>
    </message>
    <message>
        <source>the record of unsaved work is damaged</source>
        <translation>el registro del trabajo sin guardar está dañado</translation>
    </message>
    <message>
        <source>it holds more than the {limit} values a battle may hold</source>
        <translation>contiene más de los {limit} valores que puede tener una batalla</translation>
    </message>
    <message>
        <source>its map image “{name}” claims {width} × {height} pixels, more than {limit} a side</source>
        <translation>su imagen de mapa «{name}» dice medir {width} × {height} píxeles, más de {limit} por lado</translation>
    </message>
    <message>
        <source>its terrain has more than the {limit} points a battle may hold</source>
        <translation>su terreno tiene más de los {limit} puntos que puede tener una batalla</translation>
    </message>
    <message>
        <source>a list in it is longer than the {limit} items allowed</source>
        <translation>contiene una lista con más de los {limit} elementos permitidos</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>es un dispositivo o una tubería, no un archivo</translation>
    </message>
    <message>
        <source>you do not have permission to read it</source>
        <translation>no tienes permiso para leerlo</translation>
    </message>
    <message>
        <source>it cannot be read ({detail})</source>
        <translation>no se puede leer ({detail})</translation>
    </message>
    <message>
        <source>it is larger than the {limit} bytes a battle may hold</source>
        <translation>ocupa más de los {limit} bytes que puede tener una batalla</translation>
    </message>
    <message>
        <source>it is not a Campal battle (not a .campal container, or it is damaged)</source>
        <translation>no es una batalla de Campal (no es un contenedor .campal, o está dañado)</translation>
    </message>
    <message>
        <source>it holds more than {limit} files</source>
        <translation>contiene más de {limit} archivos</translation>
    </message>
    <message>
        <source>it holds a file with an unsafe name, “{name}”; it was not opened</source>
        <translation>contiene un archivo con un nombre peligroso, «{name}»; no se ha abierto</translation>
    </message>
    <message>
        <source>it is encrypted</source>
        <translation>está cifrado</translation>
    </message>
    <message>
        <source>its part “{name}” is larger than the {limit} bytes allowed</source>
        <translation>su parte «{name}» ocupa más de los {limit} bytes permitidos</translation>
    </message>
    <message>
        <source>its image “{name}” is not a PNG, JPEG or WebP image</source>
        <translation>su imagen «{name}» no es una imagen PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>one of its images is damaged</source>
        <translation>una de sus imágenes está dañada</translation>
    </message>
    <message>
        <source>the map image it refers to is missing</source>
        <translation>falta la imagen del mapa a la que se refiere</translation>
    </message>
    <message>
        <source>the picture of one of its sides or units is missing</source>
        <translation>falta la imagen de uno de sus bandos o unidades</translation>
    </message>
    <message>
        <source>There is no unit or side “{target}” to carry a picture.</source>
        <translation>No hay ninguna unidad ni bando «{target}» que pueda llevar una imagen.</translation>
    </message>
    <message>
        <source>That picture is not one of the battle&apos;s images.</source>
        <translation>Esa imagen no es una de las imágenes de la batalla.</translation>
    </message>
    <message>
        <source>the picture is {width} × {height} pixels; at most {limit} per side are allowed</source>
        <translation>la imagen mide {width} × {height} píxeles; se admiten como mucho {limit} por lado</translation>
    </message>
    <message>
        <source>the picture takes {size} bytes; at most {limit} are allowed</source>
        <translation>la imagen ocupa {size} bytes; se admiten como mucho {limit}</translation>
    </message>
    <message>
        <source>the picture does not say its size in pixels</source>
        <translation>la imagen no indica su tamaño en píxeles</translation>
    </message>
    <message>
        <source>it holds a number too long to read (line {line})</source>
        <translation>contiene un número demasiado largo para leerlo (línea {line})</translation>
    </message>
    <message>
        <source>it holds no battle document</source>
        <translation>no contiene ningún documento de batalla</translation>
    </message>
    <message>
        <source>its battle document is not UTF-8 text</source>
        <translation>su documento de batalla no es texto UTF-8</translation>
    </message>
    <message>
        <source>its battle document is not valid JSON (line {line}, column {column})</source>
        <translation>su documento de batalla no es JSON válido (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>its battle document is nested too deeply</source>
        <translation>su documento de batalla tiene demasiados niveles anidados</translation>
    </message>
    <message>
        <source>its document is not a Campal battle</source>
        <translation>su documento no es una batalla de Campal</translation>
    </message>
    <message>
        <source>it was made by a newer Campal (format {version}; this one reads up to {supported})</source>
        <translation>lo creó un Campal más reciente (formato {version}; este lee hasta el {supported})</translation>
    </message>
    <message>
        <source>its format version is unknown</source>
        <translation>su versión de formato es desconocida</translation>
    </message>
    <message>
        <source>its turn follows an unknown round plan, “{plan}”</source>
        <translation>su turno sigue un plan de asalto desconocido, «{plan}»</translation>
    </message>
    <message>
        <source>its turn follows the round plan “{plan}”, not that of its rule system “{system}”</source>
        <translation>su turno sigue el plan de asalto «{plan}», no el de su sistema de reglas «{system}»</translation>
    </message>
    <message>
        <source>its turn stands at an unknown step, “{step}”</source>
        <translation>su turno está en un paso desconocido, «{step}»</translation>
    </message>
    <message>
        <source>its turn names someone not in the battle, “{actor}”</source>
        <translation>su turno nombra a alguien que no está en la batalla, «{actor}»</translation>
    </message>
    <message>
        <source>it is not a PNG, JPEG or WebP image</source>
        <translation>no es una imagen PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>the file takes {size} MB; an image may take at most {limit} MB</source>
        <translation>el archivo ocupa {size} MB; una imagen puede ocupar como mucho {limit} MB</translation>
    </message>
    <message>
        <source>the image is {width} × {height} pixels; at most {limit} per side are allowed</source>
        <translation>la imagen mide {width} × {height} píxeles; se admiten como mucho {limit} por lado</translation>
    </message>
    <message>
        <source>the image is {width} × {height} pixels, more than a PNG or WebP map may have ({limit} million pixels); save it as a JPEG, or smaller</source>
        <translation>la imagen tiene {width} × {height} píxeles, más de los que puede tener un mapa PNG o WebP ({limit} millones de píxeles); guárdala como JPEG, o más pequeña</translation>
    </message>
    <message>
        <source>the tag «{tag}» of {token} modifies «{value}», which the rules do not know; opened with repairs, the tag is kept without effect until you choose what it modifies</source>
        <translation>la etiqueta «{tag}» de {token} modifica «{value}», que las reglas no conocen; si se abre con reparaciones, la etiqueta se conserva sin efecto hasta que elijas qué modifica</translation>
    </message>
    <message>
        <source>a required value is missing</source>
        <translation>falta un valor obligatorio</translation>
    </message>
    <message>
        <source>this value is not part of a battle</source>
        <translation>este valor no forma parte de una batalla</translation>
    </message>
    <message>
        <source>a number was expected</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>a whole number was expected</source>
        <translation>se esperaba un número entero</translation>
    </message>
    <message>
        <source>a text was expected</source>
        <translation>se esperaba un texto</translation>
    </message>
    <message>
        <source>yes or no (true/false) was expected</source>
        <translation>se esperaba sí o no (true/false)</translation>
    </message>
    <message>
        <source>a group of values was expected</source>
        <translation>se esperaba un grupo de valores</translation>
    </message>
    <message>
        <source>a list was expected</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message>
        <source>the value is not one of those allowed</source>
        <translation>el valor no es uno de los permitidos</translation>
    </message>
    <message>
        <source>the text has the wrong form</source>
        <translation>el texto no tiene la forma correcta</translation>
    </message>
    <message>
        <source>the text is too short</source>
        <translation>el texto es demasiado corto</translation>
    </message>
    <message>
        <source>the text is too long</source>
        <translation>el texto es demasiado largo</translation>
    </message>
    <message>
        <source>the list is too short</source>
        <translation>la lista es demasiado corta</translation>
    </message>
    <message>
        <source>the list is too long</source>
        <translation>la lista es demasiado larga</translation>
    </message>
    <message>
        <source>the number is too small</source>
        <translation>el número es demasiado pequeño</translation>
    </message>
    <message>
        <source>the number is too large</source>
        <translation>el número es demasiado grande</translation>
    </message>
    <message>
        <source>the number is not finite</source>
        <translation>el número no es finito</translation>
    </message>
    <message>
        <source>the value is not valid: {detail}</source>
        <translation>el valor no es válido: {detail}</translation>
    </message>
    <message>
        <source>a terrain effect is given a value no rule takes (more than 100,000, or a long text)</source>
        <translation>un efecto del terreno recibe un valor que ninguna regla admite (más de 100.000, o un texto largo)</translation>
    </message>
    <message>
        <source>Draw terrain</source>
        <translation>Dibujar terreno</translation>
    </message>
    <message>
        <source>Draw fortification</source>
        <translation>Dibujar fortificación</translation>
    </message>
    <message>
        <source>Edit terrain</source>
        <translation>Editar terreno</translation>
    </message>
    <message>
        <source>Edit fortification</source>
        <translation>Editar fortificación</translation>
    </message>
    <message>
        <source>Move terrain</source>
        <translation>Mover terreno</translation>
    </message>
    <message>
        <source>Rotate terrain</source>
        <translation>Girar terreno</translation>
    </message>
    <message>
        <source>Delete terrain</source>
        <translation>Borrar terreno</translation>
    </message>
    <message>
        <source>Duplicate terrain</source>
        <translation>Duplicar terreno</translation>
    </message>
    <message>
        <source>Raise terrain</source>
        <translation>Subir terreno</translation>
    </message>
    <message>
        <source>Lower terrain</source>
        <translation>Bajar terreno</translation>
    </message>
    <message>
        <source>There is no terrain feature “{id}”.</source>
        <translation>No hay ningún elemento de terreno «{id}».</translation>
    </message>
    <message>
        <source>The name “{id}” is already used by another feature.</source>
        <translation>El nombre «{id}» ya lo usa otro elemento.</translation>
    </message>
    <message>
        <source>That value is not allowed here ({field}).</source>
        <translation>Ese valor no se admite aquí ({field}).</translation>
    </message>
    <message>
        <source>“{id}” is a fortification, not terrain.</source>
        <translation>«{id}» es una fortificación, no un terreno.</translation>
    </message>
    <message>
        <source>“{id}” is terrain, not a fortification.</source>
        <translation>«{id}» es un terreno, no una fortificación.</translation>
    </message>
    <message>
        <source>The terrain catalogue has no kind “{kind}”.</source>
        <translation>El catálogo de terrenos no tiene el tipo «{kind}».</translation>
    </message>
    <message>
        <source>The terrain catalogue has no fortification “{kind}”.</source>
        <translation>El catálogo de terrenos no tiene la fortificación «{kind}».</translation>
    </message>
    <message>
        <source>“{name}” is not an effect that can be changed.</source>
        <translation>«{name}» no es un efecto que se pueda cambiar.</translation>
    </message>
    <message>
        <source>That value does not suit the effect “{name}”.</source>
        <translation>Ese valor no sirve para el efecto «{name}».</translation>
    </message>
    <message>
        <source>A shape needs at least {minimum} points.</source>
        <translation>Una forma necesita al menos {minimum} puntos.</translation>
    </message>
    <message>
        <source>None of the shape lies on the field.</source>
        <translation>Ninguna parte de la forma queda dentro del campo.</translation>
    </message>
    <message>
        <source>The shape crosses itself more than {limit} times: draw it again without tangles.</source>
        <translation>La figura se cruza consigo misma más de {limit} veces: dibújala de nuevo sin enredos.</translation>
    </message>
    <message>
        <source>The shape encloses no ground: its points lie on one line or on top of each other.</source>
        <translation>La forma no encierra terreno: sus puntos están en una línea o unos encima de otros.</translation>
    </message>
    <message>
        <source>The line is too short to be drawn.</source>
        <translation>La línea es demasiado corta para dibujarla.</translation>
    </message>
    <message>
        <source>A coordinate is not a number.</source>
        <translation>Una coordenada no es un número.</translation>
    </message>
    <message>
        <source>A point lies more than {limit} m from the origin.</source>
        <translation>Un punto está a más de {limit} m del origen.</translation>
    </message>
    <message>
        <source>A line cannot be {value} m wide.</source>
        <translation>Una línea no puede tener {value} m de ancho.</translation>
    </message>
    <message>
        <source>{dice}</source>
        <translation>{dice}</translation>
    </message>
    <message>
        <source>{dice}, difficulty {difficulty}</source>
        <translation>{dice}, dificultad {difficulty}</translation>
    </message>
    <message>
        <source>Difficulty: {sums}</source>
        <translation>Dificultad: {sums}</translation>
    </message>
    <message>
        <source>Dice: {sums}</source>
        <translation>Dados: {sums}</translation>
    </message>
    <message>
        <source>Modifiers: {sums}</source>
        <translation>Modificadores: {sums}</translation>
    </message>
    <message>
        <source>Type the total of the {kept} kept dice, or all {rolled} dice rolled (e.g. 6 5 3 2 1).</source>
        <translation>Escribe el total de los {kept} dados que se guardan, o los {rolled} dados tirados (p. ej. 6 5 3 2 1).</translation>
    </message>
    <message>
        <source>Automatic successes: {sums}</source>
        <translation>Éxitos automáticos: {sums}</translation>
    </message>
    <message>
        <source>Type the successes, or each of the {dice} dice (e.g. 10 7 3 1): 7+ succeeds, a 10 twice.</source>
        <translation>Escribe el número de éxitos, o cada uno de los {dice} dados (p. ej. 10 7 3 1); un 7 o más es un éxito, un 10 cuenta doble.</translation>
    </message>
    <message>
        <source>Start battle</source>
        <translation>Empezar la batalla</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Pasar turno</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>Give order</source>
        <translation>Dar una orden</translation>
    </message>
    <message>
        <source>Carry out order</source>
        <translation>Cumplir la orden</translation>
    </message>
    <message>
        <source>Standing order</source>
        <translation>Orden vigente</translation>
    </message>
    <message>
        <source>Attack a unit</source>
        <translation>Atacar a una unidad</translation>
    </message>
    <message>
        <source>Attack part of a unit</source>
        <translation>Atacar a una sección de una unidad</translation>
    </message>
    <message>
        <source>Join a unit</source>
        <translation>Incorporarse a una unidad</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Reagrupar</translation>
    </message>
    <message>
        <source>Renounce command</source>
        <translation>Renunciar al mando</translation>
    </message>
    <message>
        <source>Assume command</source>
        <translation>Asumir el mando</translation>
    </message>
    <message>
        <source>Character action</source>
        <translation>Acción de personaje</translation>
    </message>
    <message>
        <source>Correct a roll</source>
        <translation>Corregir una tirada</translation>
    </message>
    <message>
        <source>End battle</source>
        <translation>Terminar la batalla</translation>
    </message>
    <message>
        <source>The battle has not started.</source>
        <translation>La batalla no ha empezado.</translation>
    </message>
    <message>
        <source>{actor} does not act in this step.</source>
        <translation>{actor} no actúa en este paso.</translation>
    </message>
    <message>
        <source>No roll is awaited.</source>
        <translation>No se espera ninguna tirada.</translation>
    </message>
    <message>
        <source>{actor} does not make the roll “{roll}”.</source>
        <translation>{actor} no hace la tirada «{roll}».</translation>
    </message>
    <message>
        <source>{actor} has already done that in this step.</source>
        <translation>{actor} ya lo ha hecho en este paso.</translation>
    </message>
    <message>
        <source>out of reach: {distance} m &gt; {reach} m</source>
        <translation>fuera de alcance: {distance} m &gt; {reach} m</translation>
    </message>
    <message>
        <source>not in contact ({distance} m away)</source>
        <translation>no está en contacto (a {distance} m)</translation>
    </message>
    <message>
        <source>no line of sight</source>
        <translation>sin línea de visión</translation>
    </message>
    <message>
        <source>no possible target</source>
        <translation>ningún objetivo posible</translation>
    </message>
    <message>
        <source>no longer on offer in this step</source>
        <translation>ya no se ofrece en este paso</translation>
    </message>
    <message>
        <source>first finish the order under way</source>
        <translation>primero termina la orden en curso</translation>
    </message>
    <message>
        <source>nobody of this side can give orders</source>
        <translation>nadie de este bando puede dar órdenes</translation>
    </message>
    <message>
        <source>the chosen commander is of another side</source>
        <translation>el comandante elegido es de otro bando</translation>
    </message>
    <message>
        <source>{unit} is destroyed</source>
        <translation>{unit} está destruida</translation>
    </message>
    <message>
        <source>{unit} is routed: only Rally reaches it</source>
        <translation>{unit} está desbandada: solo la orden Reagrupar le llega</translation>
    </message>
    <message>
        <source>{unit} is not routed</source>
        <translation>{unit} no está desbandada</translation>
    </message>
    <message>
        <source>{unit} is not disorganised</source>
        <translation>{unit} no está desorganizada</translation>
    </message>
    <message>
        <source>{unit} is not hidden</source>
        <translation>{unit} no está oculta</translation>
    </message>
    <message>
        <source>{unit} has no missiles</source>
        <translation>{unit} no tiene proyectiles</translation>
    </message>
    <message>
        <source>{unit} is not mounted</source>
        <translation>{unit} no va montada</translation>
    </message>
    <message>
        <source>{unit} are not engineers</source>
        <translation>{unit} no son ingenieros</translation>
    </message>
    <message>
        <source>{unit} needs to be damaged and beside another damaged unit of its side</source>
        <translation>{unit} debe estar dañada y junto a otra unidad dañada de su bando</translation>
    </message>
    <message>
        <source>no unit of this side is prepared</source>
        <translation>ninguna unidad de este bando está preparada</translation>
    </message>
    <message>
        <source>{unit} has no standing order to follow now</source>
        <translation>{unit} no tiene ahora ninguna orden vigente que seguir</translation>
    </message>
    <message>
        <source>{unit} cannot go that far: {need} m &gt; {limit} m</source>
        <translation>{unit} no puede llegar tan lejos: {need} m &gt; {limit} m</translation>
    </message>
    <message>
        <source>{unit} needs a destination</source>
        <translation>{unit} necesita un destino</translation>
    </message>
    <message>
        <source>{unit} needs a target</source>
        <translation>{unit} necesita un objetivo</translation>
    </message>
    <message>
        <source>{attacker} is not in contact with {target}</source>
        <translation>{attacker} no está en contacto con {target}</translation>
    </message>
    <message>
        <source>{target} is out of {attacker}&apos;s range</source>
        <translation>{target} está fuera del alcance de {attacker}</translation>
    </message>
    <message>
        <source>{attacker} cannot see {target}</source>
        <translation>{attacker} no ve a {target}</translation>
    </message>
    <message>
        <source>{attacker} cannot attack now</source>
        <translation>{attacker} no puede atacar ahora</translation>
    </message>
    <message>
        <source>{character} fights within a unit</source>
        <translation>{character} lucha dentro de una unidad</translation>
    </message>
    <message>
        <source>{character} cannot act</source>
        <translation>{character} no puede actuar</translation>
    </message>
    <message>
        <source>{unit} is neither disorganised nor routed</source>
        <translation>{unit} no está ni desorganizada ni desbandada</translation>
    </message>
    <message>
        <source>{character} gave orders this round and may join only a unit it ordered, not {unit}</source>
        <translation>{character} dio órdenes este asalto y solo puede incorporarse a una unidad a la que dio órdenes, no a {unit}</translation>
    </message>
    <message>
        <source>{character} holds no command</source>
        <translation>{character} no tiene ningún mando</translation>
    </message>
    <message>
        <source>{side} already has a commander</source>
        <translation>{side} ya tiene comandante</translation>
    </message>
    <message>
        <source>{character} needs Status {need} or more</source>
        <translation>{character} necesita Estatus {need} o más</translation>
    </message>
    <message>
        <source>{expected} dice were rolled, not {given}</source>
        <translation>se tiraron {expected} dados, no {given}</translation>
    </message>
    <message>
        <source>a die cannot show {face}</source>
        <translation>un dado no puede sacar {face}</translation>
    </message>
    <message>
        <source>the dice add up to {low}–{high}, not {given}</source>
        <translation>los dados suman de {low} a {high}, no {given}</translation>
    </message>
    <message>
        <source>This action&apos;s rolls cannot be corrected.</source>
        <translation>Las tiradas de esta acción no se pueden corregir.</translation>
    </message>
    <message>
        <source>The action has no roll number {index}.</source>
        <translation>La acción no tiene una tirada número {index}.</translation>
    </message>
    <message>
        <source>The battle has not started: press N to begin</source>
        <translation>La batalla no ha empezado: pulsa N para comenzar</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La batalla ha terminado</translation>
    </message>
    <message>
        <source>Waiting for the {roll} roll of {actors}</source>
        <translation>Se espera la tirada de {roll} de {actors}</translation>
    </message>
    <message>
        <source>Waiting for {unit} to carry out {order}</source>
        <translation>Se espera que {unit} cumpla {order}</translation>
    </message>
    <message>
        <source>{actor} acts ({left} left)</source>
        <translation>{actor} actúa (le quedan {left})</translation>
    </message>
    <message>
        <source>Still to act: {actors}</source>
        <translation>Faltan por actuar: {actors}</translation>
    </message>
    <message>
        <source>The GM&apos;s step: press N to go on</source>
        <translation>Paso del DJ: pulsa N para seguir</translation>
    </message>
    <message>
        <source>Everyone has acted: press N for the next step</source>
        <translation>Todos han actuado: pulsa N para el siguiente paso</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <source>Move {count} tokens</source>
        <translation>Mover {count} fichas</translation>
    </message>
    <message>
        <source>Turn {name}</source>
        <translation>Girar {name}</translation>
    </message>
    <message>
        <source>Place {name}</source>
        <translation>Colocar {name}</translation>
    </message>
    <message>
        <source>Place {count} tokens</source>
        <translation>Colocar {count} fichas</translation>
    </message>
    <message>
        <source>There is nothing to place.</source>
        <translation>No hay nada que colocar.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <source>Remove {count} tokens</source>
        <translation>Quitar {count} fichas</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Cambiar {field}</translation>
    </message>
    <message>
        <source>Tag “{tag}”</source>
        <translation>Marca «{tag}»</translation>
    </message>
    <message>
        <source>Remove tag “{tag}”</source>
        <translation>Quitar la marca «{tag}»</translation>
    </message>
    <message>
        <source>{name} moves {distance} {unit} (cost {cost} {unit}, {band})</source>
        <translation>{name} se mueve {distance} {unit} (coste {cost} {unit}, {band})</translation>
    </message>
    <message>
        <source>{name} moves {distance} {unit} by the GM&apos;s decision {reason}</source>
        <translation>{name} se mueve {distance} {unit} por decisión del DJ {reason}</translation>
    </message>
    <message>
        <source>{moved} move; staying: {stayed}</source>
        <translation>se mueven {moved}; se quedan: {stayed}</translation>
    </message>
    <message>
        <source>{name} cannot go that far: the way costs {cost} {unit} and {band} allows {allowance} {unit}. Hold Shift to move it anyway.</source>
        <translation>{name} no puede llegar tan lejos: el camino cuesta {cost} {unit} y {band} permite {allowance} {unit}. Mantén Mayús para moverla igualmente.</translation>
    </message>
    <message>
        <source>{name} cannot pass the {kind} ({at_m} m along the way). Hold Shift to move it anyway.</source>
        <translation>{name} no puede cruzar {kind} (a {at_m} m del camino). Mantén Mayús para moverla igualmente.</translation>
    </message>
    <message>
        <source>{name} would leave the field.</source>
        <translation>{name} saldría del campo.</translation>
    </message>
    <message>
        <source>{name} has no “{band}” movement; it may use: {bands}.</source>
        <translation>{name} no tiene el movimiento «{band}»; puede usar: {bands}.</translation>
    </message>
    <message>
        <source>A move needs somewhere to go.</source>
        <translation>Un movimiento necesita un destino.</translation>
    </message>
    <message>
        <source>That token is not on the map.</source>
        <translation>Esa ficha no está en el mapa.</translation>
    </message>
    <message>
        <source>The group stays: {name} cannot make its move. Hold Shift to move the others anyway.</source>
        <translation>El grupo no se mueve: {name} no puede hacer su movimiento. Mantén Mayús para mover a los demás igualmente.</translation>
    </message>
    <message>
        <source>A token appears twice in the group.</source>
        <translation>Una ficha aparece dos veces en el grupo.</translation>
    </message>
    <message>
        <source>No token of the group can move.</source>
        <translation>Ninguna ficha del grupo puede moverse.</translation>
    </message>
    <message>
        <source>There is no token “{token}”.</source>
        <translation>No hay ninguna ficha «{token}».</translation>
    </message>
    <message>
        <source>That token is not valid: {detail}</source>
        <translation>Esa ficha no es válida: {detail}</translation>
    </message>
    <message>
        <source>{name} is a character: it has no facing to turn.</source>
        <translation>{name} es un personaje: no tiene orientación que girar.</translation>
    </message>
    <message>
        <source>{name} moves</source>
        <translation>{name} se mueve</translation>
    </message>
    <message>
        <source>{name} enters the field</source>
        <translation>{name} entra en el campo</translation>
    </message>
    <message>
        <source>{name} leaves the field</source>
        <translation>{name} sale del campo</translation>
    </message>
    <message>
        <source>{name} turns {angle}°</source>
        <translation>{name} gira {angle}°</translation>
    </message>
    <message>
        <source>{name} turns {angle}° (takes the {action} action, Speed {speed})</source>
        <translation>{name} gira {angle}° (usa la acción {action}, Velocidad {speed})</translation>
    </message>
    <message>
        <source>{attacker} and {target} fight on the same side.</source>
        <translation>{attacker} y {target} luchan en el mismo bando.</translation>
    </message>
    <message>
        <source>The {kind} stands between {attacker} and {target}.</source>
        <translation>{kind} se interpone entre {attacker} y {target}.</translation>
    </message>
    <message>
        <source>{target} is out of {attacker}&apos;s charge: {cost_m} m of ground, {reach_m} m of reach.</source>
        <translation>{target} está fuera del alcance de la carga de {attacker}: {cost_m} m de terreno, {reach_m} m de alcance.</translation>
    </message>
    <message>
        <source>{attacker} is out of the fight.</source>
        <translation>{attacker} está fuera de combate.</translation>
    </message>
    <message>
        <source>{attacker} is not in order to charge.</source>
        <translation>{attacker} no está en condiciones de cargar.</translation>
    </message>
    <message>
        <source>{attacker} cannot attack in its formation.</source>
        <translation>{attacker} no puede atacar en su formación.</translation>
    </message>
    <message>
        <source>base {metres} m</source>
        <translation>base {metres} m</translation>
    </message>
    <message>
        <source>bulk {bulk}: {metres} m</source>
        <translation>Impedimento {bulk}: {metres} m</translation>
    </message>
    <message>
        <source>formation pace × {factor}</source>
        <translation>paso de la formación × {factor}</translation>
    </message>
    <message>
        <source>speed {speed} × {yards} yd</source>
        <translation>velocidad {speed} × {yards} yd</translation>
    </message>
    <message>
        <source>wounds × {factor}</source>
        <translation>heridas × {factor}</translation>
    </message>
    <message>
        <source>The GM sets {target}&apos;s {field}: {old} → {value} {reason}</source>
        <translation>El DJ cambia {field} de {target}: {old} → {value} {reason}</translation>
    </message>
    <message>
        <source>Add side {name}</source>
        <translation>Añadir el bando {name}</translation>
    </message>
    <message>
        <source>Edit side {name}</source>
        <translation>Editar el bando {name}</translation>
    </message>
    <message>
        <source>Remove side {name}</source>
        <translation>Quitar el bando {name}</translation>
    </message>
    <message>
        <source>Reorder sides</source>
        <translation>Reordenar los bandos</translation>
    </message>
    <message>
        <source>Bring the army {name} ({count} tokens)</source>
        <translation>Traer el ejército {name} ({count} fichas)</translation>
    </message>
    <message>
        <source>Assign the chain of command</source>
        <translation>Asignar la cadena de mando</translation>
    </message>
    <message>
        <source>A side needs a name.</source>
        <translation>Un bando necesita un nombre.</translation>
    </message>
    <message>
        <source>There is already a side “{side}”.</source>
        <translation>Ya hay un bando «{side}».</translation>
    </message>
    <message>
        <source>The battle has started: sides can no longer be added or removed.</source>
        <translation>La batalla ha empezado: ya no se pueden añadir ni quitar bandos.</translation>
    </message>
    <message>
        <source>The new order must name every side once.</source>
        <translation>El nuevo orden debe nombrar cada bando una vez.</translation>
    </message>
    <message>
        <source>“{token}” cannot join this side.</source>
        <translation>«{token}» no puede unirse a este bando.</translation>
    </message>
    <message>
        <source>“{token}” belongs to another rule system than this battle&apos;s.</source>
        <translation>«{token}» es de otro sistema de reglas que el de esta batalla.</translation>
    </message>
    <message>
        <source>it is not a Campal army file</source>
        <translation>no es un archivo de ejército de Campal</translation>
    </message>
    <message>
        <source>the army is for {army}, and this battle plays {battle}</source>
        <translation>el ejército es de {army} y esta batalla se juega con {battle}</translation>
    </message>
    <message>
        <source>“{character}” is not a character of this side.</source>
        <translation>«{character}» no es un personaje de este bando.</translation>
    </message>
    <message>
        <source>This army may have at most {limit} lieutenants (one per two full units).</source>
        <translation>Este ejército puede tener como mucho {limit} lugartenientes (uno por cada dos unidades completas).</translation>
    </message>
    <message>
        <source>This commander may lead at most {limit} heroes (one per rank of Status).</source>
        <translation>Este comandante puede llevar como mucho {limit} héroes (uno por rango de Estatus).</translation>
    </message>
    <message>
        <source>Import map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <source>it is larger than the {limit} bytes a map file may hold</source>
        <translation>ocupa más de los {limit} bytes que puede ocupar un archivo de mapa</translation>
    </message>
    <message>
        <source>it is not a JSON file (it is damaged, or of another kind)</source>
        <translation>no es un archivo JSON (está dañado o es de otro tipo)</translation>
    </message>
    <message>
        <source>it is not a Universal VTT map (it has no “resolution” telling its grid)</source>
        <translation>no es un mapa Universal VTT (no tiene «resolution» que diga su cuadrícula)</translation>
    </message>
    <message>
        <source>it is nested deeper than any map file is</source>
        <translation>anida más niveles que ningún archivo de mapa</translation>
    </message>
    <message>
        <source>it has more than {limit} entries in “{what}”</source>
        <translation>tiene más de {limit} entradas en «{what}»</translation>
    </message>
    <message>
        <source>its walls have more than {limit} points in all</source>
        <translation>sus muros tienen más de {limit} puntos en total</translation>
    </message>
    <message>
        <source>the value at “{field}” is missing or not what a map holds</source>
        <translation>el valor de «{field}» falta o no es lo que guarda un mapa</translation>
    </message>
    <message>
        <source>its grid has {value} pixels per cell; a map needs more than 0</source>
        <translation>su cuadrícula tiene {value} píxeles por casilla; un mapa necesita más de 0</translation>
    </message>
    <message>
        <source>its map measures no cells across</source>
        <translation>su mapa no mide ninguna casilla</translation>
    </message>
    <message>
        <source>the point at “{field}” lies more than {limit} cells away</source>
        <translation>el punto de «{field}» está a más de {limit} casillas</translation>
    </message>
    <message>
        <source>with that cell length, some of it would lie more than {limit} m from the origin</source>
        <translation>con esa medida de casilla, parte quedaría a más de {limit} m del origen</translation>
    </message>
    <message>
        <source>with that cell length the field would measure {value} m; it must be between {low} and {high} m</source>
        <translation>con esa medida de casilla el campo mediría {value} m; debe medir entre {low} y {high} m</translation>
    </message>
    <message>
        <source>with that cell length a pixel would measure {value} m</source>
        <translation>con esa medida de casilla un píxel mediría {value} m</translation>
    </message>
    <message>
        <source>its picture is not a PNG, JPEG or WebP image</source>
        <translation>su imagen no es PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>its picture is larger than {limit} bytes</source>
        <translation>su imagen ocupa más de {limit} bytes</translation>
    </message>
    <message>
        <source>the field is {cells} cells across; a picture of at most {limit} pixels cannot show them</source>
        <translation>el campo mide {cells} casillas; una imagen de {limit} píxeles como mucho no puede mostrarlas</translation>
    </message>
    <message>
        <source>Not done: a cell cannot measure {value} m.</source>
        <translation>No se ha hecho: una casilla no puede medir {value} m.</translation>
    </message>
    <message>
        <source>Not done: the battle would hold more than {limit} features of one kind.</source>
        <translation>No se ha hecho: la batalla tendría más de {limit} elementos de un tipo.</translation>
    </message>
    <message>
        <source>Not done: the battle&apos;s shapes would have more than {limit} points in all.</source>
        <translation>No se ha hecho: las formas de la batalla tendrían más de {limit} puntos en total.</translation>
    </message>
    <message>
        <source>Not done: the battle would hold too many lights.</source>
        <translation>No se ha hecho: la batalla tendría demasiadas luces.</translation>
    </message>
</context>
<context>
    <name>NewBattleDialog</name>
    <message>
        <source>New battle</source>
        <translation>Nueva batalla</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Rule system:</source>
        <translation>Sistema de reglas:</translation>
    </message>
    <message>
        <source>Field width:</source>
        <translation>Anchura del campo:</translation>
    </message>
    <message>
        <source>Field height:</source>
        <translation>Altura del campo:</translation>
    </message>
    <message>
        <source>Day or night, as the rules read it (sight, ranged attacks, surprise)</source>
        <translation>De día o de noche, como lo leen las reglas (visión, ataques a distancia, sorpresa)</translation>
    </message>
    <message>
        <source>Light:</source>
        <translation>Luz:</translation>
    </message>
    <message>
        <source>Blue army</source>
        <translation>Ejército azul</translation>
    </message>
    <message>
        <source>Red army</source>
        <translation>Ejército rojo</translation>
    </message>
    <message>
        <source>First side:</source>
        <translation>Primer bando:</translation>
    </message>
    <message>
        <source>Second side:</source>
        <translation>Segundo bando:</translation>
    </message>
</context>
<context>
    <name>OpenRepairs</name>
    <message>
        <source>Cannot open battle</source>
        <translation>No se puede abrir la batalla</translation>
    </message>
    <message>
        <source>Open with repairs</source>
        <translation>Abrir con reparaciones</translation>
    </message>
    <message>
        <source>Campal can open it with these repairs: {0} (references that point at nothing dropped, an unreadable tag kept without effect). The file is not changed until you save. Open it with repairs?</source>
        <translation>Campal puede abrirla con estas reparaciones: {0} (se quitan las referencias que no apuntan a nada y una etiqueta ilegible se conserva sin efecto). El archivo no cambia hasta que guardes. ¿Abrirla con reparaciones?</translation>
    </message>
</context>
<context>
    <name>OrderPreview</name>
    <message>
        <source>Give the order</source>
        <translation>Dar la orden</translation>
    </message>
    <message>
        <source>Given by:</source>
        <translation>La da:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>A:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Objetivo:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Dificultad:</translation>
    </message>
    <message>
        <source>&amp;Roll (Enter)</source>
        <translation>&amp;Tirar (Intro)</translation>
    </message>
</context>
<context>
    <name>OrdersDock</name>
    <message>
        <source>Orders</source>
        <translation>Órdenes</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Pick a unit to see what it can do (O)</source>
        <translation>Escoge una unidad para ver lo que puede hacer (O)</translation>
    </message>
    <message>
        <source>The commander giving the order spends it; it covers this one order</source>
        <translation>Lo gasta el comandante que da la orden; vale solo para esta orden</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} orders left this round</source>
        <translation>{0}: le quedan {1} de {2} órdenes este asalto</translation>
    </message>
    <message>
        <source>The units as they stood at this step of the replay; leave it to give orders</source>
        <translation>Las unidades tal como estaban en este paso de la repetición; sal de ella para dar órdenes</translation>
    </message>
    <message>
        <source>Spend a point of Destino ({0} left): this order ignores the terrain</source>
        <translation>Gastar un punto de Destino (quedan {0}): esta orden ignora el terreno</translation>
    </message>
    <message>
        <source>{0}: difficulty {1}</source>
        <translation>{0}: dificultad {1}</translation>
    </message>
</context>
<context>
    <name>OwedPanel</name>
    <message>
        <source>Owed by units</source>
        <translation>Lo que deben las unidades</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>Round</source>
        <translation>Asalto</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Asalto {0}</translation>
    </message>
    <message>
        <source>Before battle</source>
        <translation>Preparativos</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Initiative: {0}   Turn: {1}</source>
        <translation>Iniciativa: {0}   Turno: {1}</translation>
    </message>
    <message>
        <source>Initiative: {0}</source>
        <translation>Iniciativa: {0}</translation>
    </message>
</context>
<context>
    <name>PictureRow</name>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Banner</source>
        <translation>Estandarte</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Puesta</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Choose a picture</source>
        <translation>Elegir una imagen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation>No se puede usar {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Choose a side and a template in the roster first.</source>
        <translation>Elige primero un bando y una plantilla en la lista de fuerzas.</translation>
    </message>
    <message>
        <source>Click the map to place “{0}”, or drag a line to place a block; Esc ends.</source>
        <translation>Haz clic en el mapa para colocar «{0}», o arrastra una línea para colocar un bloque; Esc termina.</translation>
    </message>
    <message>
        <source>{0} × “{1}”: release to place them</source>
        <translation>{0} × «{1}»: suelta para colocarlas</translation>
    </message>
    <message>
        <source>Place a block</source>
        <translation>Colocar un bloque</translation>
    </message>
    <message>
        <source>Place {0} × “{1}”?</source>
        <translation>¿Colocar {0} × «{1}»?</translation>
    </message>
</context>
<context>
    <name>PlayFlow</name>
    <message>
        <source>When does it fire? (in words)</source>
        <translation>¿Cuándo se dispara? (en palabras)</translation>
    </message>
    <message>
        <source>{0}: click the target on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation>{0}: haz clic en el objetivo en el mapa (1–9 elige uno de la lista, Esc cancela)</translation>
    </message>
    <message>
        <source>{0}: now click the second unit on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation>{0}: ahora haz clic en la segunda unidad en el mapa (1–9 elige una de la lista, Esc cancela)</translation>
    </message>
    <message>
        <source>{0}: now click the next unit on the map (1–9 picks a listed one, Esc cancels)</source>
        <translation>{0}: ahora haz clic en la siguiente unidad en el mapa (1–9 elige una de la lista, Esc cancela)</translation>
    </message>
    <message>
        <source>Men downed:</source>
        <translation>Hombres abatidos:</translation>
    </message>
    <message>
        <source>What does the character do?</source>
        <translation>¿Qué hace el personaje?</translation>
    </message>
    <message>
        <source>In words (for the log):</source>
        <translation>En palabras (para el registro):</translation>
    </message>
    <message>
        <source>{0}: drag {1} where it goes (up to {2}), measured as any move</source>
        <translation>{0}: arrastra {1} adonde va (hasta {2}), medido como cualquier movimiento</translation>
    </message>
    <message>
        <source>{0}: click where {1} goes (up to {2}; Esc leaves it for later)</source>
        <translation>{0}: haz clic adonde va {1} (hasta {2}; Esc lo deja para luego)</translation>
    </message>
</context>
<context>
    <name>PlayUi</name>
    <message>
        <source>Pick a unit or a character that acts in this step first</source>
        <translation>Escoge primero una unidad o un personaje que actúe en este paso</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Siguiente paso</translation>
    </message>
    <message>
        <source>Begin, make the awaited rolls, or go to the next step</source>
        <translation>Empezar, hacer las tiradas pendientes o pasar al siguiente paso</translation>
    </message>
    <message>
        <source>Give &amp;order…</source>
        <translation>Dar &amp;orden…</translation>
    </message>
    <message>
        <source>Choose an order for the picked unit by its key</source>
        <translation>Elige una orden para la unidad escogida con su tecla</translation>
    </message>
    <message>
        <source>&amp;Pass turn</source>
        <translation>&amp;Pasar turno</translation>
    </message>
    <message>
        <source>The side or character to act gives up its turn</source>
        <translation>El bando o personaje al que le toca renuncia a su turno</translation>
    </message>
    <message>
        <source>&amp;Manual dice</source>
        <translation>Dados &amp;manuales</translation>
    </message>
    <message>
        <source>Players roll on camera: type each roll in</source>
        <translation>Los jugadores tiran ante la cámara: escribe cada tirada</translation>
    </message>
    <message>
        <source>Export &amp;battle report…</source>
        <translation>Exportar el &amp;informe de la batalla…</translation>
    </message>
    <message>
        <source>The log as Markdown for forums</source>
        <translation>El registro en Markdown para foros</translation>
    </message>
    <message>
        <source>Next step (N)</source>
        <translation>Siguiente paso (N)</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>A&amp;salto</translation>
    </message>
    <message>
        <source>Choose &amp;action…</source>
        <translation>Elegir &amp;acción…</translation>
    </message>
    <message>
        <source>Choose an action for the picked character by its key</source>
        <translation>Elige una acción para el personaje escogido con su tecla</translation>
    </message>
    <message>
        <source>&amp;Step actions</source>
        <translation>A&amp;cciones del paso</translation>
    </message>
    <message>
        <source>Step actions</source>
        <translation>Acciones del paso</translation>
    </message>
    <message>
        <source>Nothing more in this step</source>
        <translation>Nada más en este paso</translation>
    </message>
</context>
<context>
    <name>PlayerViewControls</name>
    <message>
        <source>&amp;Player view</source>
        <translation>&amp;Vista de jugadores</translation>
    </message>
    <message>
        <source>&amp;Show player view</source>
        <translation>&amp;Mostrar la vista de jugadores</translation>
    </message>
    <message>
        <source>Full screen &amp;on</source>
        <translation>Pantalla completa &amp;en</translation>
    </message>
    <message>
        <source>Camera &amp;follows the GM</source>
        <translation>La cámara &amp;sigue al DJ</translation>
    </message>
    <message>
        <source>Camera shows the &amp;whole field</source>
        <translation>La cámara muestra todo el &amp;campo</translation>
    </message>
    <message>
        <source>Camera &amp;moves freely</source>
        <translation>La cámara se mueve &amp;libremente</translation>
    </message>
    <message>
        <source>&amp;Label size</source>
        <translation>&amp;Tamaño de las etiquetas</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>Show the players&apos; frame in my &amp;view</source>
        <translation>Mostrar el marco de los jugadores en mi &amp;vista</translation>
    </message>
    <message>
        <source>Opening the player view…</source>
        <translation>Abriendo la vista de jugadores…</translation>
    </message>
    <message>
        <source>The player view ended unexpectedly; Ctrl+Shift+P opens it again.</source>
        <translation>La vista de jugadores se cerró de forma inesperada; Ctrl+Mayús+P la abre de nuevo.</translation>
    </message>
</context>
<context>
    <name>PlayerWindow</name>
    <message>
        <source>Player view — Campal</source>
        <translation>Vista de jugadores — Campal</translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation>Asalto {0} · {1}</translation>
    </message>
    <message>
        <source>Before the battle · {0}</source>
        <translation>Antes de la batalla · {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>turno de {0}</translation>
    </message>
</context>
<context>
    <name>PolygonTool</name>
    <message>
        <source>Click the corners of the area; double-click or Enter closes it. Backspace removes the last point, Esc cancels.</source>
        <translation>Haz clic en las esquinas de la zona; doble clic o Intro la cierra. Retroceso quita el último punto, Esc cancela.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language applies the next time Campal starts.</source>
        <translation>El nuevo idioma se aplica la próxima vez que se abra Campal.</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Undo keeps:</source>
        <translation>Deshacer guarda:</translation>
    </message>
    <message>
        <source>Older steps are forgotten to save memory. A new limit applies to the next battle opened.</source>
        <translation>Los pasos más antiguos se olvidan para ahorrar memoria. Un límite nuevo se aplica a la próxima batalla que se abra.</translation>
    </message>
    <message>
        <source>Roll an order as soon as its target is clicked</source>
        <translation>Tirar la orden en cuanto se pulsa su objetivo</translation>
    </message>
    <message>
        <source>Otherwise the order, its target and its difficulty are shown first; Enter rolls</source>
        <translation>Si no, primero se muestran la orden, su objetivo y su dificultad; Intro tira</translation>
    </message>
</context>
<context>
    <name>ReactionPanel</name>
    <message>
        <source>Answers awaited</source>
        <translation>Respuestas pendientes</translation>
    </message>
    <message>
        <source>Typed d20 saves, in order (blank: Campal rolls)</source>
        <translation>Tiradas de salvación d20 escritas, en orden (en blanco: tira Campal)</translation>
    </message>
</context>
<context>
    <name>Recap</name>
    <message>
        <source>Recap: frame {0} of {1}</source>
        <translation>Resumen: fotograma {0} de {1}</translation>
    </message>
    <message>
        <source>Wrote {0}: {1} frames.</source>
        <translation>Escrito {0}: {1} fotogramas.</translation>
    </message>
    <message>
        <source>Export recap</source>
        <translation>Exportar resumen animado</translation>
    </message>
    <message>
        <source>The whole battle</source>
        <translation>Toda la batalla</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Asalto {0}</translation>
    </message>
    <message>
        <source>Steps…</source>
        <translation>Pasos…</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Desde el paso:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Hasta el paso:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Anchura:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Fotogramas por segundo:</translation>
    </message>
    <message>
        <source>Players&apos; version (hides what the GM hides)</source>
        <translation>Versión de los jugadores (oculta lo que oculta el DJ)</translation>
    </message>
    <message>
        <source>GM&apos;s version (everything)</source>
        <translation>Versión del DJ (todo)</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Versión:</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>GIF animado (*.gif)</translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation>PNG animado (*.png)</translation>
    </message>
    <message>
        <source>MP4 video (*.mp4)</source>
        <translation>Vídeo MP4 (*.mp4)</translation>
    </message>
    <message>
        <source>WebM video (*.webm)</source>
        <translation>Vídeo WebM (*.webm)</translation>
    </message>
    <message>
        <source>Drawing the recap…</source>
        <translation>Dibujando el resumen…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Drawing the recap: frame {0} of {1}</source>
        <translation>Dibujando el resumen: fotograma {0} de {1}</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>No se puede escribir {0}: {1}.</translation>
    </message>
    <message>
        <source>The battle has not begun: its log is empty.</source>
        <translation>La batalla no ha empezado: su registro está vacío.</translation>
    </message>
    <message>
        <source>Some changes of this battle left no line in the log (terrain drawn during play): the recap shows the battle without them.</source>
        <translation>Algunos cambios de esta batalla no dejaron línea en el registro (terreno dibujado durante el juego): el resumen muestra la batalla sin ellos.</translation>
    </message>
    <message>
        <source>This battle was saved by an earlier Campal, which did not keep how the field stood before its first step: it cannot be replayed.</source>
        <translation>Esta batalla la guardó un Campal anterior, que no conservaba cómo estaba el campo antes de su primer paso: no se puede reproducir.</translation>
    </message>
    <message>
        <source>No round {0} in the log (rounds: {1}).</source>
        <translation>No hay asalto {0} en el registro (asaltos: {1}).</translation>
    </message>
    <message>
        <source>The steps must run from 1 to {0}, the first not after the last.</source>
        <translation>Los pasos van del 1 al {0}, y el primero no puede ir después del último.</translation>
    </message>
    <message>
        <source>Name the recap .gif, .png (APNG), .mp4 or .webm.</source>
        <translation>Nombra el resumen .gif, .png (APNG), .mp4 o .webm.</translation>
    </message>
    <message>
        <source>Frames a second must be between {0} and {1}.</source>
        <translation>Los fotogramas por segundo deben estar entre {0} y {1}.</translation>
    </message>
    <message>
        <source>Writing a video needs the “av” package (pip install av); a .gif or .png needs nothing more.</source>
        <translation>Escribir un vídeo necesita el paquete «av» (pip install av); un .gif o .png no necesita nada más.</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>the battle&apos;s file cannot be read</source>
        <translation>no se puede leer el archivo de la batalla</translation>
    </message>
    <message>
        <source>Unsaved work is not protected against a crash until you save: {0}</source>
        <translation>El trabajo sin guardar no está protegido ante un cierre inesperado hasta que guarde: {0}</translation>
    </message>
    <message>
        <source>Untitled battle</source>
        <translation>Batalla sin título</translation>
    </message>
    <message>
        <source>Recover unsaved battles</source>
        <translation>Recuperar batallas sin guardar</translation>
    </message>
    <message>
        <source>Campal did not close properly. These battles have steps that were never saved; each can be recovered with every step, kept for later, or discarded.</source>
        <translation>Campal no se cerró correctamente. Estas batallas tienen pasos que nunca se guardaron; cada una puede recuperarse con todos sus pasos, dejarse para más tarde o descartarse.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modificada</translation>
    </message>
    <message>
        <source>Unsaved steps</source>
        <translation>Pasos sin guardar</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>A battle kept for later is offered again at the next start.</source>
        <translation>Una batalla dejada para más tarde se ofrece de nuevo al siguiente inicio.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>&amp;Descartar…</translation>
    </message>
    <message>
        <source>&amp;Keep for later</source>
        <translation>De&amp;jar para más tarde</translation>
    </message>
    <message>
        <source>Ready to recover</source>
        <translation>Lista para recuperar</translation>
    </message>
    <message>
        <source>Cannot be recovered</source>
        <translation>No se puede recuperar</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>nunca guardada</translation>
    </message>
    <message>
        <source>Checking… {0} %, recovered once checked</source>
        <translation>Comprobando… {0} %; se recupera al terminar</translation>
    </message>
    <message>
        <source>Checking… {0} %</source>
        <translation>Comprobando… {0} %</translation>
    </message>
    <message>
        <source>Waiting to be checked</source>
        <translation>Pendiente de comprobar</translation>
    </message>
    <message>
        <source>Discard unsaved battle</source>
        <translation>Descartar batalla sin guardar</translation>
    </message>
    <message>
        <source>Discard «{0}»? Its {1} unsaved steps are lost for good.</source>
        <translation>¿Descartar «{0}»? Sus {1} pasos sin guardar se pierden para siempre.</translation>
    </message>
</context>
<context>
    <name>RectangleTool</name>
    <message>
        <source>Drag from one corner of the area to the other. Esc leaves the tool.</source>
        <translation>Arrastra de una esquina de la zona a la otra. Esc sale de la herramienta.</translation>
    </message>
</context>
<context>
    <name>RemedyDialog</name>
    <message>
        <source>Remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>Vigour (VIG)</source>
        <translation>Vigor (VIG)</translation>
    </message>
    <message>
        <source>Clarity (CLA)</source>
        <translation>Claridad (CLA)</translation>
    </message>
    <message>
        <source>Spirit (SPI)</source>
        <translation>Espíritu (ESP)</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Virtue at 0:</source>
        <translation>Virtud a 0:</translation>
    </message>
    <message>
        <source>Restored to:</source>
        <translation>Restaurada a:</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Round {0}</source>
        <translation>Asalto {0}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparativos</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Speed of the replay</source>
        <translation>Velocidad de la repetición</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>Salir de la repetición</translation>
    </message>
    <message>
        <source>Some changes of this battle left no line in the log (terrain drawn during play): the replay shows the battle without them.</source>
        <translation>Algunos cambios de esta batalla no dejaron línea en el registro (terreno dibujado durante el juego): la repetición muestra la batalla sin ellos.</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Paso {0} de {1}</translation>
    </message>
    <message>
        <source>Before the first step of the log</source>
        <translation>Antes del primer paso del registro</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Repetición</translation>
    </message>
    <message>
        <source>Step through the battle&apos;s log on the map, without changing the battle</source>
        <translation>Recorre el registro de la batalla en el mapa, sin cambiar la batalla</translation>
    </message>
    <message>
        <source>This battle was saved by an earlier Campal, which did not keep how the field stood before its first step: it cannot be replayed.</source>
        <translation>Esta batalla la guardó un Campal anterior, que no conservaba cómo estaba el campo antes de su primer paso: no se puede reproducir.</translation>
    </message>
    <message>
        <source>Nothing to replay yet: the battle&apos;s log is empty.</source>
        <translation>Aún no hay nada que reproducir: el registro de la batalla está vacío.</translation>
    </message>
    <message>
        <source>The replay only shows the battle. Leave the replay to change it?</source>
        <translation>La repetición solo muestra la batalla. ¿Salir de la repetición para cambiarla?</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Roll: {0}</source>
        <translation>Tirada: {0}</translation>
    </message>
    <message>
        <source>total or dice</source>
        <translation>total o dados</translation>
    </message>
    <message>
        <source>Roll for me</source>
        <translation>Tira por mí</translation>
    </message>
    <message>
        <source>The app rolls this one (Alt+R)</source>
        <translation>La aplicación tira esta (Alt+R)</translation>
    </message>
    <message>
        <source>Confirm the roll (Enter)</source>
        <translation>Confirmar la tirada (Intro)</translation>
    </message>
    <message>
        <source>Type a total or the dice.</source>
        <translation>Escribe un total o los dados.</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Roster</source>
        <translation>Fuerzas</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The side new tokens join</source>
        <translation>El bando al que se unen las fichas nuevas</translation>
    </message>
    <message>
        <source>Place (U)</source>
        <translation>Colocar (U)</translation>
    </message>
    <message>
        <source>Click the map to place the chosen token, or drag a row onto it</source>
        <translation>Haz clic en el mapa para colocar la ficha elegida, o arrastra una fila sobre él</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>My library</source>
        <translation>Mi biblioteca</translation>
    </message>
    <message>
        <source>Your own units and characters, kept for every battle of this rule system</source>
        <translation>Sus propias unidades y personajes, guardados para toda batalla de este sistema de reglas</translation>
    </message>
    <message>
        <source>New unit (from scratch)</source>
        <translation>Nueva unidad (desde cero)</translation>
    </message>
    <message>
        <source>New character (from scratch)</source>
        <translation>Nuevo personaje (desde cero)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>My unit</source>
        <translation>Mi unidad</translation>
    </message>
    <message>
        <source>My character</source>
        <translation>Mi personaje</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
</context>
<context>
    <name>RuleOptionsBox</name>
    <message>
        <source>Rule options</source>
        <translation>Opciones de reglas</translation>
    </message>
</context>
<context>
    <name>RulerTool</name>
    <message>
        <source>Click waypoints; double-click ends the measure. Esc clears it.</source>
        <translation>Haz clic en los puntos de paso; doble clic termina la medida. Esc la borra.</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infantería</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>caballería</translation>
    </message>
    <message>
        <source>siege engines</source>
        <translation>armas de asedio</translation>
    </message>
    <message>
        <source>individuals</source>
        <translation>personajes</translation>
    </message>
    <message>
        <source>flyers</source>
        <translation>voladores</translation>
    </message>
    <message>
        <source>boats</source>
        <translation>barcas</translation>
    </message>
    <message>
        <source>Total {0}</source>
        <translation>Total {0}</translation>
    </message>
    <message>
        <source>{0} cannot pass {1} (at {2})</source>
        <translation>{0} no puede cruzar {1} (a {2})</translation>
    </message>
    <message>
        <source>costs {0} for {1}</source>
        <translation>cuesta {0} para {1}</translation>
    </message>
</context>
<context>
    <name>SelectTerrainTool</name>
    <message>
        <source>Click a feature to select it, drag to move it; drag the round handle to turn it and the squares to move corners. Double-click an edge to add a corner. Del deletes.</source>
        <translation>Haz clic en un elemento para seleccionarlo y arrástralo para moverlo; arrastra el asa redonda para girarlo y los cuadrados para mover esquinas. Doble clic en un borde añade una esquina. Supr borra.</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>New (blank)</source>
        <translation>Nuevo (en blanco)</translation>
    </message>
    <message>
        <source>Add… (pick or type)</source>
        <translation>Añadir… (elige o escribe)</translation>
    </message>
    <message>
        <source>Adds an entry from the rules&apos; tables, or one typed here.</source>
        <translation>Añade una entrada de las tablas de las reglas, o una escrita aquí.</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Worked out by the rules</source>
        <translation>Calculado por las reglas</translation>
    </message>
    <message>
        <source>Derived by the {0} rules from this sheet (read-only; change the values above).</source>
        <translation>Calculado por las reglas de {0} a partir de esta hoja (solo lectura; cambia los valores de arriba).</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Set by the battle&apos;s rule system.</source>
        <translation>Lo fija el sistema de reglas de la batalla.</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Values the rules keep as the battle goes, for the GM to correct</source>
        <translation>Valores que las reglas llevan durante la batalla, para que el DJ los corrija</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
</context>
<context>
    <name>SheetWindow</name>
    <message>
        <source>Sheet: {0}</source>
        <translation>Hoja: {0}</translation>
    </message>
</context>
<context>
    <name>SideWidgets</name>
    <message>
        <source>anywhere</source>
        <translation>cualquier lugar</translation>
    </message>
    <message>
        <source>south edge (bottom)</source>
        <translation>borde sur (abajo)</translation>
    </message>
    <message>
        <source>north edge (top)</source>
        <translation>borde norte (arriba)</translation>
    </message>
    <message>
        <source>west edge (left)</source>
        <translation>borde oeste (izquierda)</translation>
    </message>
    <message>
        <source>east edge (right)</source>
        <translation>borde este (derecha)</translation>
    </message>
    <message>
        <source>Colour of the side</source>
        <translation>Color del bando</translation>
    </message>
</context>
<context>
    <name>SidesDock</name>
    <message>
        <source>&amp;Sides and armies</source>
        <translation>&amp;Bandos y ejércitos</translation>
    </message>
    <message>
        <source>E&amp;xport army…</source>
        <translation>E&amp;xportar ejército…</translation>
    </message>
    <message>
        <source>Im&amp;port army…</source>
        <translation>Im&amp;portar ejército…</translation>
    </message>
    <message>
        <source>Write the chosen side&apos;s roster to a file</source>
        <translation>Guarda en un archivo las fuerzas del bando elegido</translation>
    </message>
    <message>
        <source>Bring an army from a file onto the field</source>
        <translation>Trae al campo un ejército desde un archivo</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Bandos</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Move the side up (sides act in this order where no initiative decides)</source>
        <translation>Subir el bando (los bandos actúan en este orden donde no decide la iniciativa)</translation>
    </message>
    <message>
        <source>Move the side down</source>
        <translation>Bajar el bando</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>The bearing new tokens of this side face (0° is up); automatic: away from its edge, or toward the middle of the field</source>
        <translation>Hacia dónde miran las fichas nuevas de este bando (0° es arriba); automático: lejos de su borde, o hacia el centro del campo</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <source>Deploys from:</source>
        <translation>Despliega desde:</translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation>Mira hacia:</translation>
    </message>
    <message>
        <source>Chain of command</source>
        <translation>Cadena de mando</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>A character of this side at its edge; name them here</source>
        <translation>Un personaje de este bando en su borde; dale nombre aquí</translation>
    </message>
    <message>
        <source>Export army…</source>
        <translation>Exportar ejército…</translation>
    </message>
    <message>
        <source>Import army…</source>
        <translation>Importar ejército…</translation>
    </message>
    <message>
        <source>Side {0}</source>
        <translation>Bando {0}</translation>
    </message>
    <message>
        <source>Remove side</source>
        <translation>Quitar bando</translation>
    </message>
    <message>
        <source>“{0}” has {1} tokens on the field. Remove the side and all of them?</source>
        <translation>«{0}» tiene {1} fichas en el campo. ¿Quitar el bando y todas ellas?</translation>
    </message>
    <message>
        <source>Export army</source>
        <translation>Exportar ejército</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>No se puede escribir {0}: {1}.</translation>
    </message>
    <message>
        <source>Import army</source>
        <translation>Importar ejército</translation>
    </message>
    <message>
        <source>Bring the army into “{0}” or as a new side?</source>
        <translation>¿Traer el ejército a «{0}» o como un bando nuevo?</translation>
    </message>
    <message>
        <source>Into “{0}”</source>
        <translation>A «{0}»</translation>
    </message>
    <message>
        <source>As a new side</source>
        <translation>Como bando nuevo</translation>
    </message>
</context>
<context>
    <name>SightTool</name>
    <message>
        <source>Drag from the observer to the target. Esc leaves the tool.</source>
        <translation>Arrastra del observador al objetivo. Esc sale de la herramienta.</translation>
    </message>
    <message>
        <source>Blocked by {0} · {1}</source>
        <translation>Bloqueada por {0} · {1}</translation>
    </message>
    <message>
        <source>Clear, no cover · {0}</source>
        <translation>Despejada, sin cobertura · {0}</translation>
    </message>
    <message>
        <source>Total cover</source>
        <translation>Cobertura total</translation>
    </message>
    <message>
        <source>Partial cover</source>
        <translation>Cobertura parcial</translation>
    </message>
    <message>
        <source>+{0} Armour</source>
        <translation>+{0} Armadura</translation>
    </message>
    <message>
        <source>{0}{1} from {2} · {3}</source>
        <translation>{0}{1} por {2} · {3}</translation>
    </message>
</context>
<context>
    <name>SituationalTicks</name>
    <message>
        <source>Situational modifiers</source>
        <translation>Modificadores de situación</translation>
    </message>
    <message>
        <source>Ticked ones apply to the attack carried out next; the map judges night, a target on the ground, height and facing</source>
        <translation>Los marcados se aplican al próximo ataque que se lleve a cabo; el mapa juzga la noche, el blanco en el suelo, la altura y la orientación</translation>
    </message>
    <message>
        <source>One of these at most</source>
        <translation>Como mucho uno de estos</translation>
    </message>
    <message>
        <source>(none of these)</source>
        <translation>(ninguno)</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>&lt;h2&gt;Campal&lt;/h2&gt;No battle of your own is open yet.</source>
        <translation>&lt;h2&gt;Campal&lt;/h2&gt;Aún no tienes abierta una batalla propia.</translation>
    </message>
    <message>
        <source>Open the &amp;demo battle</source>
        <translation>Abrir la batalla de &amp;demostración</translation>
    </message>
    <message>
        <source>Start a &amp;new battle…</source>
        <translation>Empezar una batalla &amp;nueva…</translation>
    </message>
    <message>
        <source>&amp;Open a battle file…</source>
        <translation>&amp;Abrir un archivo de batalla…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent battles&lt;/b&gt;</source>
        <translation>&lt;b&gt;Batallas recientes&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>StatLists</name>
    <message>
        <source>Not said</source>
        <translation>Sin indicar</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>TargetTool</name>
    <message>
        <source>cover +{0}</source>
        <translation>cobertura +{0}</translation>
    </message>
</context>
<context>
    <name>TerrainPanel</name>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Select a terrain feature or fortification to see its properties.</source>
        <translation>Selecciona un terreno o una fortificación para ver sus propiedades.</translation>
    </message>
    <message>
        <source>(the kind&apos;s name)</source>
        <translation>(el nombre del tipo)</translation>
    </message>
    <message>
        <source>Only the GM sees it</source>
        <translation>Solo lo ve el DJ</translation>
    </message>
    <message>
        <source>Show its name on the map</source>
        <translation>Mostrar su nombre en el mapa</translation>
    </message>
    <message>
        <source>Defence bonus</source>
        <translation>Bonificación a la Defensa</translation>
    </message>
    <message>
        <source>The rules&apos; value</source>
        <translation>El valor de las reglas</translation>
    </message>
    <message>
        <source>Difficulty of climbing this wall (GM value)</source>
        <translation>Dificultad de escalar esta muralla (valor del DJ)</translation>
    </message>
    <message>
        <source>Climbing difficulty</source>
        <translation>Dificultad de escalada</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Effects under {0} (• changed in this battle)</source>
        <translation>Efectos en {0} (• cambiado en esta batalla)</translation>
    </message>
</context>
<context>
    <name>TerrainUi</name>
    <message>
        <source>Draw &amp;polygon</source>
        <translation>Dibujar &amp;polígono</translation>
    </message>
    <message>
        <source>Draw an area corner by corner</source>
        <translation>Dibujar una zona esquina a esquina</translation>
    </message>
    <message>
        <source>Draw &amp;rectangle</source>
        <translation>Dibujar &amp;rectángulo</translation>
    </message>
    <message>
        <source>Draw a rectangular area by dragging</source>
        <translation>Dibujar una zona rectangular arrastrando</translation>
    </message>
    <message>
        <source>Draw &amp;ellipse</source>
        <translation>Dibujar &amp;elipse</translation>
    </message>
    <message>
        <source>Draw a round area by dragging</source>
        <translation>Dibujar una zona redonda arrastrando</translation>
    </message>
    <message>
        <source>Draw &amp;line</source>
        <translation>Dibujar &amp;línea</translation>
    </message>
    <message>
        <source>Draw a road, river, wall, ditch or palisade</source>
        <translation>Dibujar un camino, río, muralla, foso o empalizada</translation>
    </message>
    <message>
        <source>&amp;Select and edit</source>
        <translation>&amp;Seleccionar y editar</translation>
    </message>
    <message>
        <source>Select, move, turn and reshape terrain</source>
        <translation>Seleccionar, mover, girar y cambiar la forma del terreno</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Medir</translation>
    </message>
    <message>
        <source>Measure a path and its terrain cost</source>
        <translation>Medir un recorrido y su coste de terreno</translation>
    </message>
    <message>
        <source>L&amp;ine of sight</source>
        <translation>Línea de &amp;visión</translation>
    </message>
    <message>
        <source>Check line of sight and cover</source>
        <translation>Comprobar la línea de visión y la cobertura</translation>
    </message>
    <message>
        <source>&amp;Delete feature</source>
        <translation>&amp;Borrar elemento</translation>
    </message>
    <message>
        <source>D&amp;uplicate feature</source>
        <translation>Dupli&amp;car elemento</translation>
    </message>
    <message>
        <source>R&amp;aise feature</source>
        <translation>S&amp;ubir elemento</translation>
    </message>
    <message>
        <source>L&amp;ower feature</source>
        <translation>B&amp;ajar elemento</translation>
    </message>
    <message>
        <source>Bring to &amp;top</source>
        <translation>Traer al &amp;frente</translation>
    </message>
    <message>
        <source>Send to &amp;bottom</source>
        <translation>Enviar al f&amp;ondo</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Anchura</translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation>&amp;Terreno</translation>
    </message>
    <message>
        <source>Kind of terrain or fortification to draw</source>
        <translation>Tipo de terreno o fortificación que dibujar</translation>
    </message>
    <message>
        <source>Width on the ground of roads, rivers, walls, ditches and palisades</source>
        <translation>Anchura en el terreno de caminos, ríos, muros, zanjas y empalizadas</translation>
    </message>
    <message>
        <source>Who the ruler measures for</source>
        <translation>Para quién mide la regla</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infantería</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <source>Siege engines</source>
        <translation>Armas de asedio</translation>
    </message>
    <message>
        <source>Individuals</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Flyers</source>
        <translation>Voladores</translation>
    </message>
    <message>
        <source>Boats</source>
        <translation>Barcas</translation>
    </message>
</context>
<context>
    <name>TerrainWarmup</name>
    <message>
        <source>Indexing the terrain…</source>
        <translation>Indexando el terreno…</translation>
    </message>
</context>
<context>
    <name>TickRibbon</name>
    <message>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <source>Next tick:</source>
        <translation>Próximo tick:</translation>
    </message>
    <message>
        <source>Next tick of each unit</source>
        <translation>Próximo tick de cada unidad</translation>
    </message>
</context>
<context>
    <name>TokenDrag</name>
    <message>
        <source>Charge {0}: within reach ({1})</source>
        <translation>Carga contra {0}: al alcance ({1})</translation>
    </message>
    <message>
        <source>Charge {0}: out of reach ({1})</source>
        <translation>Carga contra {0}: fuera de alcance ({1})</translation>
    </message>
    <message>
        <source>Move cancelled.</source>
        <translation>Movimiento cancelado.</translation>
    </message>
</context>
<context>
    <name>TokenLook</name>
    <message>
        <source>Infantry</source>
        <translation>Infantería</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <source>Archers</source>
        <translation>Arqueros</translation>
    </message>
    <message>
        <source>Engineers</source>
        <translation>Ingenieros</translation>
    </message>
    <message>
        <source>Siege engine</source>
        <translation>Arma de asedio</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Health {0}/{1}</source>
        <translation>Salud {0}/{1}</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Oculta a los jugadores</translation>
    </message>
    <message>
        <source>With: {0}</source>
        <translation>Con: {0}</translation>
    </message>
</context>
<context>
    <name>TokenProperties</name>
    <message>
        <source>Open the sheet in a window</source>
        <translation>Abrir la hoja en una ventana</translation>
    </message>
    <message>
        <source>The whole sheet, in a window the size of the screen</source>
        <translation>La hoja entera, en una ventana a la medida de la pantalla</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Side&apos;s picture</source>
        <translation>Imagen del bando</translation>
    </message>
    <message>
        <source>A token needs a name.</source>
        <translation>Una ficha necesita un nombre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stats&lt;/b&gt;</source>
        <translation>&lt;b&gt;Características&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TokenUi</name>
    <message>
        <source>&amp;Place token</source>
        <translation>&amp;Colocar ficha</translation>
    </message>
    <message>
        <source>Click the map to place the token chosen in the roster</source>
        <translation>Haz clic en el mapa para colocar la ficha elegida en la lista de fuerzas</translation>
    </message>
    <message>
        <source>Show &amp;trails</source>
        <translation>Mostrar los ras&amp;tros</translation>
    </message>
    <message>
        <source>Show faintly the way each token went this round</source>
        <translation>Mostrar tenue el camino que siguió cada ficha este asalto</translation>
    </message>
    <message>
        <source>T&amp;okens</source>
        <translation>&amp;Fichas</translation>
    </message>
</context>
<context>
    <name>TroopBox</name>
    <message>
        <source>Rested before the battle</source>
        <translation>Descansó antes del combate</translation>
    </message>
    <message>
        <source>A unit that did not rest loses its armour fatigue from its Endurance.</source>
        <translation>Si la unidad no descansa antes del combate, el penalizador por fatiga de las armaduras se resta de su Aguante.</translation>
    </message>
    <message>
        <source>Derive ratings from the troop</source>
        <translation>Calcular valores de la tropa</translation>
    </message>
    <message>
        <source>Sets the unit&apos;s attacks, damage, armour, hardness, armour fatigue, speed and Endurance by the mass combat formulas from these traits (one step of Edit ▸ Undo).</source>
        <translation>Pone el ataque, el daño, la armadura, el hardness, la fatiga de la armadura, la velocidad y el Aguante de la unidad con las fórmulas del combate de masas a partir de estos valores (un paso de Editar ▸ Deshacer).</translation>
    </message>
</context>
<context>
    <name>TurnText</name>
    <message>
        <source>{0} turns {1}°: free</source>
        <translation>{0} gira {1}°: gratis</translation>
    </message>
    <message>
        <source>{0} turns {1}°: more than a quarter turn takes an action ({2}, Speed {3}, DV {4})</source>
        <translation>{0} gira {1}°: más de un cuarto de vuelta cuesta una acción ({2}, Velocidad {3}, DV {4})</translation>
    </message>
</context>
<context>
    <name>UnitStats</name>
    <message>
        <source> (hidden)</source>
        <translation> (oculta)</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>UvttUi</name>
    <message>
        <source>Cannot use {0}: {1}.</source>
        <translation>No se puede usar {0}: {1}.</translation>
    </message>
    <message>
        <source>Import map</source>
        <translation>Importar mapa</translation>
    </message>
    <message>
        <source>{0}: {1} walls, {2} doors and windows, {3} lights</source>
        <translation>{0}: {1} muros, {2} puertas y ventanas, {3} luces</translation>
    </message>
    <message>
        <source>Export Universal VTT</source>
        <translation>Exportar Universal VTT</translation>
    </message>
    <message>
        <source>A cell of the exported grid measures ({0}):</source>
        <translation>Una casilla de la cuadrícula exportada mide ({0}):</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>No se puede escribir {0}: {1}.</translation>
    </message>
    <message>
        <source>Universal VTT map written to {0}</source>
        <translation>Mapa Universal VTT escrito en {0}</translation>
    </message>
    <message>
        <source>Import &amp;map…</source>
        <translation>Importar &amp;mapa…</translation>
    </message>
    <message>
        <source>A map from Dungeondraft, DungeonFog or another tabletop, with its walls and doors</source>
        <translation>Un mapa de Dungeondraft, DungeonFog u otro tablero virtual, con sus muros y puertas</translation>
    </message>
    <message>
        <source>Export Universal &amp;VTT…</source>
        <translation>Exportar &amp;Universal VTT…</translation>
    </message>
    <message>
        <source>The board without tokens, its walls and doors, for another tabletop</source>
        <translation>El tablero sin fichas, con sus muros y puertas, para otro tablero virtual</translation>
    </message>
    <message>
        <source>&amp;Lights of the map</source>
        <translation>Luces del ma&amp;pa</translation>
    </message>
    <message>
        <source>Darken the field and show the map&apos;s lights, for a night battle</source>
        <translation>Oscurecer el campo y mostrar las luces del mapa, para una batalla nocturna</translation>
    </message>
</context>
</TS>
