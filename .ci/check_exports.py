#!/usr/bin/env python3
"""Checks bench export's files against the shapes their consumers read, with JSON Schema (python jsonschema).

Usage: check_exports.py FORMAT=PATH ...   (FORMAT: gbench-json, bmf, github-action-benchmark, jmh-json, long-csv)

Beyond each schema: the file is strict JSON (no NaN or Infinity), names are benchmark/primitive/workload/threads,
Bencher's bounds hold the value, and every name of one format is in the others given.
"""
import csv
import json
import re
import sys

import jsonschema

NUMBER = {"type": "number"}
# JMH writes a statistic it cannot compute (a single iteration's error) as the string "NaN".
JMH_NUMBER = {"anyOf": [NUMBER, {"const": "NaN"}]}
NAME = re.compile(r"^(uncontended|contended|rwmix|handoff|inversion|explosion|coordination|cache|queue|striped|tasks|kernel)/[^/]+/[^/]+/[1-9][0-9]*$")

# Bencher Metric Format: {"<benchmark>": {"<measure>": {"value", "lower_value"?, "upper_value"?}}}
BMF = {
    "type": "object",
    "minProperties": 1,
    "additionalProperties": {
        "type": "object",
        "minProperties": 1,
        "additionalProperties": {
            "type": "object",
            "required": ["value"],
            "properties": {"value": NUMBER, "lower_value": NUMBER, "upper_value": NUMBER},
            "additionalProperties": False,
        },
    },
}

# github-action-benchmark, tool customSmallerIsBetter: [{name, unit, value, range?, extra?}]
GITHUB_ACTION_BENCHMARK = {
    "type": "array",
    "minItems": 1,
    "items": {
        "type": "object",
        "required": ["name", "unit", "value"],
        "properties": {
            "name": {"type": "string", "minLength": 1},
            "unit": {"type": "string", "minLength": 1},
            "value": NUMBER,
            "range": {"type": "string"},
            "extra": {"type": "string"},
        },
        "additionalProperties": False,
    },
}

# JMH's -rf json, the fields jmh.morethan.io, github-action-benchmark (jmh) and Bencher (java_jmh) read.
JMH = {
    "type": "array",
    "minItems": 1,
    "items": {
        "type": "object",
        "required": ["benchmark", "mode", "threads", "forks", "primaryMetric", "secondaryMetrics"],
        "properties": {
            "benchmark": {"type": "string", "pattern": r"^[^.]+(\.[^.]+)+$"},
            "mode": {"enum": ["thrpt", "avgt", "sample", "ss"]},
            "threads": {"type": "integer", "minimum": 1},
            "forks": {"type": "integer", "minimum": 1},
            "params": {"type": "object", "additionalProperties": {"type": "string"}},
            "primaryMetric": {
                "type": "object",
                "required": ["score", "scoreError", "scoreConfidence", "scorePercentiles", "scoreUnit", "rawData"],
                "properties": {
                    "score": NUMBER,
                    "scoreError": JMH_NUMBER,
                    "scoreConfidence": {"type": "array", "items": JMH_NUMBER, "minItems": 2, "maxItems": 2},
                    "scorePercentiles": {"type": "object", "additionalProperties": NUMBER, "required": ["0.0", "50.0", "100.0"]},
                    "scoreUnit": {"type": "string"},
                    "rawData": {"type": "array", "minItems": 1, "items": {"type": "array", "minItems": 1, "items": NUMBER}},
                },
            },
            "secondaryMetrics": {"type": "object"},
        },
    },
}

# Google Benchmark JSON, as compare.py, github-action-benchmark (googlecpp) and Bencher (cpp_google) read it.
ROW = {
    "type": "object",
    "required": ["name", "run_name", "run_type", "repetitions", "threads", "iterations", "real_time", "cpu_time", "time_unit"],
    "properties": {
        "run_type": {"enum": ["iteration", "aggregate"]},
        "repetitions": {"type": "integer", "minimum": 1},
        "threads": {"type": "integer", "minimum": 1},
        "iterations": {"type": "integer", "minimum": 1},
        "real_time": NUMBER,
        "cpu_time": NUMBER,
        "time_unit": {"enum": ["ns", "us", "ms", "s"]},
    },
    "if": {"properties": {"run_type": {"const": "aggregate"}}},
    "then": {"required": ["aggregate_name"]},
    "else": {"required": ["repetition_index"]},
}
GBENCH = {
    "type": "object",
    "required": ["context", "benchmarks"],
    "properties": {
        "context": {"type": "object", "required": ["caches"], "properties": {"caches": {"type": "array"}}},
        "benchmarks": {"type": "array", "minItems": 1, "items": ROW},
    },
}


def strict_json(path):
    def refuse(constant):
        sys.exit(f"check_exports: {path} holds {constant}, which JSON does not allow")

    with open(path, encoding="utf-8") as handle:
        return json.load(handle, parse_constant=refuse)


def names_of(format_name, path):
    """Validates the file and returns the stable names it holds."""
    if format_name == "long-csv":
        with open(path, encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        if not rows or any(float(row["ns_per_op"]) <= 0 or int(row["round"]) < 1 for row in rows):
            sys.exit(f"check_exports: {path} has no rows, or a row without a positive figure and a round")
        return {row["name"] for row in rows}
    document = strict_json(path)
    schema = {"gbench-json": GBENCH, "bmf": BMF, "github-action-benchmark": GITHUB_ACTION_BENCHMARK, "jmh-json": JMH}[format_name]
    jsonschema.validate(document, schema)
    if format_name == "bmf":
        for name, measures in document.items():
            for measure, metric in measures.items():
                if not metric.get("lower_value", metric["value"]) <= metric["value"] <= metric.get("upper_value", metric["value"]):
                    sys.exit(f"check_exports: {path}: {name} {measure}: the bounds do not hold the value")
        return set(document)
    if format_name == "github-action-benchmark":
        return {entry["name"] for entry in document}
    if format_name == "gbench-json":
        return {row["run_name"] for row in document["benchmarks"]}
    return None  # JMH names are class.method; its schema is the check


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    seen = {}
    for argument in sys.argv[1:]:
        format_name, _, path = argument.partition("=")
        names = names_of(format_name, path)
        if names is not None:
            bad = sorted(name for name in names if not NAME.match(name))
            if bad:
                sys.exit(f"check_exports: {path}: names not of the form benchmark/primitive/workload/threads: {bad[:3]}")
            seen[format_name] = names
        print(f"check_exports: {format_name} {path}: valid" + (f", {len(names)} cases" if names is not None else ""))
    formats = list(seen)
    for other in formats[1:]:
        if seen[other] != seen[formats[0]]:
            sys.exit(f"check_exports: {formats[0]} and {other} name different cases: {sorted(seen[other] ^ seen[formats[0]])[:3]}")


if __name__ == "__main__":
    main()
