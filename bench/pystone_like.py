# A synthetic mix in the spirit of classic "stone" benchmarks: records, procedure calls,
# integer and string work, array updates and branches. Written from scratch for frameweave.
SIZE = 1300000  # loop iterations; tune so CPython 3.11 takes 2-4 s

IDENT_1, IDENT_2, IDENT_3, IDENT_4, IDENT_5 = range(5)


class Record:
    def __init__(self, next_rec=None, discr=0, enum_comp=0, int_comp=0, str_comp=""):
        self.next_rec = next_rec
        self.discr = discr
        self.enum_comp = enum_comp
        self.int_comp = int_comp
        self.str_comp = str_comp

    def copy(self):
        return Record(self.next_rec, self.discr, self.enum_comp, self.int_comp, self.str_comp)


class State:
    def __init__(self):
        self.int_glob = 0
        self.bool_glob = False
        self.char1 = "\0"
        self.char2 = "\0"
        self.array1 = [0] * 51
        self.array2 = [[0] * 51 for _ in range(51)]
        self.ptr_glb = None


def func1(c1, c2):
    c1_loc = c1
    c2_loc = c1_loc
    return IDENT_1 if c2_loc != c2 else IDENT_2


def func2(s1, s2, st):
    int_loc = 1
    char_loc = "A"
    while int_loc <= 1:
        if func1(s1[int_loc], s2[int_loc + 1]) == IDENT_1:
            char_loc = "A"
            int_loc += 1
    if "W" <= char_loc <= "Z":
        int_loc = 7
    if char_loc == "X":
        return True
    if s1 > s2:
        st.int_glob = int_loc + 7
        return True
    return False


def func3(enum_par):
    return enum_par == IDENT_3


def proc6(enum_par, st):
    out = enum_par
    if not func3(enum_par):
        out = IDENT_4
    if enum_par == IDENT_1:
        out = IDENT_1
    elif enum_par == IDENT_2:
        out = IDENT_1 if st.int_glob > 100 else IDENT_4
    elif enum_par == IDENT_3:
        out = IDENT_2
    elif enum_par == IDENT_5:
        out = IDENT_3
    return out


def proc7(a, b):
    return b + a + 2


def proc8(arr1, arr2, a, b, st):
    loc = a + 5
    arr1[loc] = b
    arr1[loc + 1] = arr1[loc]
    arr1[loc + 30] = loc
    row = arr2[loc]
    for i in range(loc, loc + 2):
        row[i] = loc
    row[loc - 1] += 1
    arr2[loc + 20][loc] = arr1[loc]
    st.int_glob = 5


def proc3(rec, st):
    if st.ptr_glb is not None:
        rec = st.ptr_glb.next_rec
    else:
        st.int_glob = 100
    st.ptr_glb.int_comp = proc7(10, st.int_glob)
    return rec


def proc1(rec, st):
    nxt = st.ptr_glb.copy()
    rec.next_rec = nxt
    rec.int_comp = 5
    nxt.int_comp = rec.int_comp
    nxt.next_rec = rec.next_rec
    nxt.next_rec = proc3(nxt.next_rec, st)
    if nxt.discr == IDENT_1:
        nxt.int_comp = 6
        nxt.enum_comp = proc6(rec.enum_comp, st)
        nxt.next_rec = st.ptr_glb.next_rec
        nxt.int_comp = proc7(nxt.int_comp, 10)
    else:
        rec = nxt.copy()
    return rec


def run(loops):
    st = State()
    st.ptr_glb = Record(Record(), IDENT_1, IDENT_3, 40, "DHRYSTONE PROGRAM, SOME STRING")
    s1 = "DHRYSTONE PROGRAM, 1'ST STRING"
    checksum = 0
    for i in range(loops):
        st.char1 = "A"
        st.bool_glob = True
        int1, int2 = 2, 3
        s2 = "DHRYSTONE PROGRAM, 2'ND STRING"
        enum_loc = IDENT_2
        st.bool_glob = not func2(s1, s2, st)
        while int1 < int2:
            int3 = 5 * int1 - int2
            int3 = proc7(int1, int2)
            int1 += 1
        proc8(st.array1, st.array2, int1, int3, st)
        st.ptr_glb = proc1(st.ptr_glb, st)
        ch = "A"
        while ch <= st.char2 or ch <= "B":
            if enum_loc == func1(ch, "C"):
                enum_loc = proc6(IDENT_1, st)
            ch = chr(ord(ch) + 1)
            if ch > "C":
                break
        int2 = int2 * int1
        int1 = int2 // int3
        int2 = 7 * (int2 - int3) - int1
        word = s2[i % 20: i % 20 + 5].lower()
        checksum = (checksum * 33 + int1 + int2 + len(word) + st.int_glob + st.ptr_glb.int_comp) % 1000000007
    return checksum


print("checksum", run(SIZE))
