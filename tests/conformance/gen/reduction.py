# The element rule of the bulk reductions (cp.reduce.async.bulk, PTX ISA
# 9.7.9.25.4.2, and cp.reduce.async.bulk.tensor, 9.7.9.27.1.3), shared by
# bulk_reduce.py and tensor_reduce.py: add wraps (integers) or rounds to
# nearest even (floats, the exact model of fp.py); min/max signed by type,
# floats by value (equal values: max ANDs and min ORs the bits, so
# max(-0, +0) = +0); inc: old >= b ? 0 : old + 1; dec: old == 0 || old > b
# ? b : old - 1; and/or/xor bitwise.
from fp import F16, BF16, F32, F64, dec, round_to

BITS = {'u32': 32, 's32': 32, 'b32': 32, 'u64': 64, 's64': 64, 'b64': 64,
        'f32': 32, 'f64': 64, 'f16': 16, 'bf16': 16}
FMT = {'f32': F32, 'f64': F64, 'f16': F16, 'bf16': BF16}


def sx(v, n): v &= (1 << n) - 1; return v - (1 << n) if v >> (n - 1) else v


def reduce_elem(o, t, a, b):
    """the type-t element a after reduction o with source element b (bits)"""
    n = BITS[t]; m = (1 << n) - 1
    if t in FMT:
        f = FMT[t]
        if o == 'add':
            return round_to(f, dec(f, a) + dec(f, b), 'rn')
        x, y = dec(f, a), dec(f, b)
        if x == y:
            return (a & b) if o == 'max' else (a | b)
        return a if ((x < y) if o == 'min' else (x > y)) else b
    if o == 'add': return (a + b) & m
    if o in ('min', 'max'):
        ka, kb = (sx(a, n), sx(b, n)) if t[0] == 's' else (a, b)
        return a if ((ka <= kb) if o == 'min' else (ka >= kb)) else b
    if o == 'inc': return 0 if a >= b else a + 1
    if o == 'dec': return b if (a == 0 or a > b) else a - 1
    return {'and': a & b, 'or': a | b, 'xor': a ^ b}[o]
