"""Cost rules: what one op computes and moves (FLOPs, transcendentals, bytes), per op family."""
