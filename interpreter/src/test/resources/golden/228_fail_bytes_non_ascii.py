# A bytes literal may hold ASCII characters only; the rest must be written as escapes.
print("never printed")
data = b"caf\xc3\xa9 ok"
euro = b"price: €"
