"""Design-space exploration: one workload (or several) across hardware, systems, estimators and options.

``load_sweep`` reads a sweep file (``spec``); ``run_sweep`` (``run``) lowers each
workload once per hardware/estimator/options/ranks (``lowering``, with an on-disk
cache of lowered programs), simulates the lowered program on every system of the
sweep, on local worker processes or Ray (``executors``), and writes one record per
point (``record``) to the results files (``results``).
"""
