"""Running a battle from the window: the phase bar, the orders and character docks, target
picking, rolls (automatic or typed in), the dice tray and the battle log."""
