"""Small widgets the docks share."""
