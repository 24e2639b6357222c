"""What a battle file may hold. Anything larger is refused before it is read.

A real battle with a detailed 8K map image is a few tens of megabytes; these ceilings leave
room for that many times over while keeping a hostile file from exhausting memory.
"""

MAX_FILE_BYTES = 512 * 1024 * 1024
MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
MAX_IMAGE_BYTES = 64 * 1024 * 1024
MAX_TOTAL_BYTES = 768 * 1024 * 1024
MAX_MEMBERS = 1_000
