"""What a battle file may hold. Anything larger is refused before it is read.

A real battle with a detailed 8K map image is a few tens of megabytes; these ceilings leave
room for that many times over while keeping a hostile file from exhausting memory.
"""

MAX_FILE_BYTES = 512 * 1024 * 1024
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
MAX_IMAGE_BYTES = 64 * 1024 * 1024
MAX_TOTAL_BYTES = 768 * 1024 * 1024
MAX_MEMBERS = 1_000
# A token's picture, as Picture ▸ Choose… takes it and as an army file may carry it: a few
# hundred pixels are drawn on a token; 2048² decodes to 16 MB.
MAX_PICTURE_SIDE = 2048
MAX_PICTURE_BYTES = 8 * 1024 * 1024
