# The user and group databases: entries as named tuples, lookups by id and name, and CPython's errors.
import grp
import pwd

root = pwd.getpwuid(0)
print(type(root).__name__, type(root).__module__, isinstance(root, tuple), len(root))
print(root.pw_name, root.pw_uid, root.pw_gid, root[0] == root.pw_name, tuple(root)[2:4])
print(pwd.getpwnam(root.pw_name) == root, root in pwd.getpwall())
every = pwd.getpwall()
print(all(pwd.getpwuid(p.pw_uid).pw_uid == p.pw_uid for p in every), all(type(p.pw_dir) is str for p in every))
group = grp.getgrgid(0)
print(type(group).__name__, group.gr_gid, type(group.gr_mem).__name__, grp.getgrnam(group.gr_name) == group)
print(grp.getgrgid(id=0) == group, grp.getgrnam(name=group.gr_name) == group, group in grp.getgrall())
print(repr(pwd.struct_passwd((1, 2, 3, 4, 5, 6, 7))))


class Index:
    def __index__(self):
        return 0


print(pwd.getpwuid(Index()) == root, grp.getgrgid(Index()) == group, pwd.getpwuid(False) == root)
for call in (lambda: pwd.getpwuid(2**31 + 12345), lambda: pwd.getpwuid(-1), lambda: pwd.getpwuid(-2),
             lambda: pwd.getpwuid(2**40), lambda: pwd.getpwuid(2**70), lambda: pwd.getpwuid("0"),
             lambda: pwd.getpwuid(0.0), lambda: pwd.getpwuid(uid=0), lambda: pwd.getpwuid(),
             lambda: pwd.getpwnam("no such user here"), lambda: pwd.getpwnam("a\0b"), lambda: pwd.getpwnam(b"root"),
             lambda: pwd.getpwnam("\udcff"), lambda: pwd.getpwall(1),
             lambda: grp.getgrgid(2**31 + 12345), lambda: grp.getgrgid(-1), lambda: grp.getgrgid(2**32 - 1),
             lambda: grp.getgrgid(-2), lambda: grp.getgrgid(2**32), lambda: grp.getgrgid(2**64), lambda: grp.getgrgid("0"),
             lambda: grp.getgrgid(uid=0), lambda: grp.getgrnam("no such group"), lambda: grp.getgrnam(b"root"),
             lambda: grp.getgrnam("a\0b"), lambda: grp.getgrall(0)):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
