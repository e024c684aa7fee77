"""ASTRA-sim interop: write its config files from a System (and read its own back), run it, parse its output."""
