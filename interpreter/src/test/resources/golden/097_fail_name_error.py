# Fails on purpose: NameError for a variable that is only defined in another scope.
def compute():
    partial_result = 21
    return partial_result * 2
answer = compute()
print("answer:", answer)
values = [answer + i for i in range(3)]
print(values)
def helper(n):
    if n > 100:
        result = "big"
    return n
print(helper(5))
class Holder:
    inner_value = 3
print(Holder.inner_value)
for i in range(2):
    print("loop", i)
print(i)
print(partial_result)
print("not reached")
