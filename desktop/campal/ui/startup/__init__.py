"""Starting the app: its identity on the desktop, work deferred until the first painted frame, and the
installed build's startup check."""
