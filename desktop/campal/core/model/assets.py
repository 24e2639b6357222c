"""Image bytes kept beside the document, addressed by their SHA-256.

Blobs are immutable and only ever added, so they need no undo: a command that lays an image on
the field refers to it by address, and undoing the command just drops the reference.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping


class AssetStore(Mapping[str, bytes]):
    def __init__(self, blobs: Mapping[str, bytes] | None = None) -> None:
        self._blobs: dict[str, bytes] = {}
        for ref, data in (blobs or {}).items():
            if self.add(data) != ref:
                raise ValueError(f"asset {ref} does not match its content")

    def add(self, data: bytes) -> str:
        ref = hashlib.sha256(data).hexdigest()
        self._blobs.setdefault(ref, data)
        return ref

    def __getitem__(self, ref: str) -> bytes:
        return self._blobs[ref]

    def __iter__(self) -> Iterator[str]:
        return iter(self._blobs)

    def __len__(self) -> int:
        return len(self._blobs)
