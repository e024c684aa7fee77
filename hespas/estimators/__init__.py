"""Estimators: models that cost single ops (a dot, a convolution) in more detail than the roofline.

``annotate-costs estimator=NAME`` offers every op with work to the estimator
NAME; what it declines the roofline costs. The interface is in
``hespas.estimators.interface`` (re-exported here): subclass ``Estimator``,
return an ``Estimate`` (``time_ns``, optionally ``cycles``, ``energy_pJ``) or
None, and register the class under the ``hespas.estimators`` entry point group
(``hespas.estimators.registry``; ``examples/custom_estimator`` is a package to copy).
Built in: ``scalesim`` (SCALE-Sim v3) and ``zigzag`` (ZigZag), optional extras.
"""

from hespas.estimators.interface import Estimate, Estimator, EstimatorContext

__all__ = ["Estimate", "Estimator", "EstimatorContext"]
