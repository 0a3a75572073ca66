lines 117
sha256 42ad1053fd2fe175f3e47a64c4b25c86c89cd78158de1b6b9d1212ea27f00942
call <module> 0
c_call <module> 6 len
c_return <module> 6 len
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 index
c_return <module> 7 index
c_call <module> 7 count
c_return <module> 7 count
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 19 print
c_return <module> 19 print
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 25 hash
c_return <module> 25 hash
c_call <module> 25 hash
c_return <module> 25 hash
c_call <module> 25 print
c_return <module> 25 print
c_call <module> 27 append
