# Fails on purpose: an indentation error (unindent does not match any outer level).
print("this line is never executed")
def outer():
    x = 1
    if x:
        y = 2
        return y
    return x
print(outer())
items = [1, 2, 3]
for item in items:
    print(item)
def bad_block():
    total = 0
    for i in range(3):
        total += i
      return total
print(bad_block())
print("not reached")
print("still not reached")
