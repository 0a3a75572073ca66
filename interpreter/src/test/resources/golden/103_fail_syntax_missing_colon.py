# Fails on purpose: a syntax error (missing colon) means nothing runs, not even this print.
print("this line is never executed")
def fine(x):
    return x + 1
values = [fine(i) for i in range(3)]
print(values)
class Ok:
    def method(self):
        return "ok"
for v in values:
    print(v)
total = 0
while total < 3:
    total += 1
print(total)
labels = {v: str(v) for v in values}
print(labels)
def broken(n)
    return n * 2
print(broken(2))
print("not reached")
