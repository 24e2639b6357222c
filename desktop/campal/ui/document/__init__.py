"""The battle as a document in the window: its session, file errors and repairs, imported map images
and the demo battle."""
