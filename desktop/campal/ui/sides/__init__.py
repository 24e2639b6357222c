"""Setting up the sides of a battle: the Sides dock, its editors and armies as files."""
