# The Python reference of examples/scale: Kiln calls axpb(x=..., b=...,
# alpha=..., n=...) with NumPy arrays (bf16 x arrives as float32 holding the
# exact values) and compares what it returns with the kernel's y.
import numpy as np

def axpb(x, b, alpha):
    return alpha * x.astype(np.float64) + b
