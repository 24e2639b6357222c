"""The headless core: model, geometry, dice, engine and rule systems. Never imports Qt."""
