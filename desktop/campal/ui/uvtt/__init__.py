"""Universal VTT maps in the window: the import dialog, the export, the lights layer."""
