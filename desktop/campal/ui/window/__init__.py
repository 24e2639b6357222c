"""The main window, what its parts may reach of it, and its layout, preferences, selection and undo."""
