#!/usr/bin/env python3
"""Validate a JSON document against a JSON Schema.

Usage: python3 Scripts/validate-json-schema.py SCHEMA DOCUMENT
Exits 0 when the document is valid, 1 with one line per error when it is not,
and 2 when the files cannot be read or the jsonschema module is missing
(install it with `pip install jsonschema`).
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("the python module 'jsonschema' is missing; install it with 'pip install jsonschema'", file=sys.stderr)
    sys.exit(2)


def main(arguments):
    if len(arguments) != 2:
        print("usage: validate-json-schema.py SCHEMA DOCUMENT", file=sys.stderr)
        return 2
    try:
        with open(arguments[0], encoding="utf-8") as schema_file:
            schema = json.load(schema_file)
        with open(arguments[1], encoding="utf-8") as document_file:
            document = json.load(document_file)
    except (OSError, ValueError) as error:
        print(f"cannot read: {error}", file=sys.stderr)
        return 2
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    for error in errors:
        location = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{location}: {error.message}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
