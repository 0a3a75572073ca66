# __set_name__ hooks that delete and re-add their class attribute (as enum's members do): every hook runs
# once, on the values the class body left, whatever the hooks do to the class dict meanwhile.


class Member:
    made = []

    def __init__(self, value):
        self.value = value

    def __set_name__(self, owner, name):
        Member.made.append(name)
        delattr(owner, name)  # the entry moves to the end of the class dict
        setattr(owner, name, self.value * 10)


class Tracked:
    def __set_name__(self, owner, name):
        Member.made.append("tracked " + name)
        setattr(owner, "added_" + name, Member(99))  # added meanwhile: no hook for it


class Numbers:
    A = Member(1)
    B = Member(2)
    T = Tracked()
    C = Member(3)
    D = Member(4)


print(Member.made)
print(Numbers.A, Numbers.B, Numbers.C, Numbers.D, type(Numbers.added_T).__name__)
print([k for k in Numbers.__dict__ if not k.startswith("__")])


class Removed:
    def __set_name__(self, owner, name):
        Member.made.append("removed " + name)
        if name == "first":
            delattr(owner, "second")  # still gets its hook: CPython walks a copy of the dict


class Pair:
    first = Removed()
    second = Removed()


print(Member.made[-2:], hasattr(Pair, "second"))
