"""PyYAML, imported at the first use of one of its names (`yaml_lazy.ScalarNode`, `yaml_lazy.YAMLError`).

Importing PyYAML costs a run about 96 M instructions (its resolver's patterns, libyaml's bindings): a `check` of a
Markdown file with no front matter and no YAML fence reads no YAML and does not pay it. The modules of this folder
that name PyYAML's classes import this module as `yaml`; each name is looked up once and then kept here, so later
uses cost what an attribute of PyYAML costs. (`yaml_load`, whose loaders subclass PyYAML's, is imported where a
YAML text is first read.)
"""

from __future__ import annotations


def __getattr__(name: str) -> object:
    import yaml

    value = getattr(yaml, name)  # (AttributeError for a name PyYAML does not have, as `yaml.name` raises)
    globals()[name] = value
    return value
