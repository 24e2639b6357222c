"""Characters of the text's examples."""

from campal.core.model import AquelarreCharacterStats


def person(**values: object) -> AquelarreCharacterStats:
    base: dict[str, object] = {"max_health": 15, "health": 15}
    base.update(values)
    return AquelarreCharacterStats.model_validate(base)
