"""Chakra execution traces: the schema (built at run time), trace-file I/O and comm-group files."""
