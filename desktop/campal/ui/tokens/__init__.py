"""Unit and character tokens in the window: their pictures, their words and the drag that moves them."""
