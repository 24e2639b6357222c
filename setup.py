"""Package list: the code lives in desktop/, the data in resources/ (installed as campal.resources)."""

from setuptools import find_namespace_packages, find_packages, setup

code = find_packages("desktop", include=["campal", "campal.*"])
data = ["campal.resources." + p for p in find_namespace_packages("resources")]
setup(packages=[*code, "campal.resources", *data])
