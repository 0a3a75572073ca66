class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def use(flag):
    with Ctx() as c:
        if flag:
            return 1
        x = 2
    return x


for i in range(3):
    with Ctx():
        if i == 1:
            continue
        print(i)
print(use(True), use(False))
with Ctx() as a, Ctx() as b:
    print("both")
