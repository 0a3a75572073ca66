package io.frameweave.interpreter.modules.array;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.modules.GuestProgram;
import org.junit.jupiter.api.Test;

/**
 * {@code array}: its bytes lent through the buffer protocol ({@code bytes()}, {@code struct}, {@code memoryview}),
 * slicing, comparison, pickling by list and by machine format (another byte order included), range checks and the
 * refusal to resize while a buffer is out, against what CPython 3.11 printed for the same program.
 */
class ArrayModuleTest {

    @Test
    void arraysBehaveAsCPythons() {
        String program = """
import array, pickle, struct
a = array.array('h', [1, -2, 300])
print(bytes(a), struct.unpack('3h', a), bytearray(a), memoryview(a).tobytes(), a.tobytes() == bytes(a))
a[1:2] = array.array('h', [7, 8, 9])
del a[::3]
print(a, a.buffer_info()[1], a * 2 == a + a, a < array.array('h', [8, 9, 1]), a == array.array('d', [-2.0, 8.0, 300.0]))
for p in (2, 4):
    print(p, a.__reduce_ex__(p)[0].__name__, pickle.loads(pickle.dumps(a, p)) == a)
print(array._array_reconstructor(array.array, 'I', 7, b'\\x00\\x00\\x01\\x00'), array._array_reconstructor(array.array, 'd', 17, b'\\x3f\\xf8' + bytes(6)))
q = array.array('Q', [2**64 - 1]); q.byteswap(); print(q, array.array('f', [1/3]), array.array('u', 'ab').tounicode())
for bad in (lambda: array.array('B', [256]), lambda: array.array('I', [-1]), lambda: array.array('q', [2**63]),
            lambda: array.array('d', [None]), lambda: array.array('i', 'x'), lambda: a.__setitem__(slice(0, 3, 2), array.array('h', [1]))):
    try:
        bad()
    except (OverflowError, TypeError, ValueError) as e:
        print(type(e).__name__, e)
m = memoryview(a)
try:
    a.append(1)
except BufferError as e:
    print('BufferError', e)
m.release()
a.append(1)
print(a)
""";
        assertEquals("""
b'\\x01\\x00\\xfe\\xff,\\x01' (1, -2, 300) bytearray(b'\\x01\\x00\\xfe\\xff,\\x01') b'\\x01\\x00\\xfe\\xff,\\x01' True
array('h', [7, 8, 300]) 3 True True False
2 array True
4 _array_reconstructor True
array('I', [256]) array('d', [1.5])
array('Q', [18446744073709551615]) array('f', [0.3333333432674408]) ab
OverflowError unsigned byte integer is greater than maximum
OverflowError can't convert negative value to unsigned int
OverflowError int too big to convert
TypeError must be real number, not NoneType
TypeError cannot use a str to initialize an array with typecode 'i'
ValueError attempt to assign array of size 1 to extended slice of size 2
BufferError cannot resize an array that is exporting buffers
array('h', [7, 8, 300, 1])""", GuestProgram.run(program));
    }
}
