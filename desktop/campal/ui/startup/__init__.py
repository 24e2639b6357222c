"""Starting the app: its identity on the desktop, how soon its window gets Python back from a
file job's worker, work deferred until the first painted frame, and the installed build's
startup check."""
