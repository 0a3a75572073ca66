# float() of bytes-like text names the object in its error; a NaN hashes by identity, as object.__hash__ does.
for x in (b"  123 456  ", bytearray(b"1x"), "  12 3 ", b"-1.5e3"):
    try:
        print(float(x))
    except ValueError as e:
        print("ValueError:", e)
nan = float("nan")
print(hash(nan) == object.__hash__(nan), hash(nan) == hash(nan))
