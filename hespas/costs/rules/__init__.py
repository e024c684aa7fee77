"""Cost rules, one module per op family; ``hespas.costs.registry`` assembles them by op name."""
