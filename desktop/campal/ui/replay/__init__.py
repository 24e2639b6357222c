"""View ▸ Replay: the battle's log as a timeline to scrub and play, shown on the map and in the
players' window without changing the battle."""
