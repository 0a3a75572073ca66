# unittest.mock imports (it needs asyncio, which needs socket) and its basic objects work.
from unittest import mock
import asyncio

m = mock.Mock(return_value=3)
print(m(1, key='v'), m.call_args, m.call_count)
m.assert_called_once_with(1, key='v')
mm = mock.MagicMock()
mm.__len__.return_value = 7
print(len(mm), mm.method.return_value is mm.method())
with mock.patch('os.getcwd', return_value='/patched') as p:
    import os
    print(os.getcwd(), p.called)
print(os.getcwd() != '/patched')
am = mock.AsyncMock(return_value='async result')
print(asyncio.run(am()), am.await_count)
s = mock.sentinel.thing
print(s, s is mock.sentinel.thing)
