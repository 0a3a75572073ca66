lines 77
sha256 02a9a446518c6a1838e94e152a3b4691abe6deafad869b987106b6ba74081c8c
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 7 print
c_return <module> 7 print
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 15 print
c_return <module> 15 print
c_call <module> 16 print
c_return <module> 16 print
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 24 print
