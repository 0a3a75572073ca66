# Adjacent bytes and str literals cannot be joined: a SyntaxError at compile time, nothing runs.
print("never printed")
greeting = b"hello " "world"
