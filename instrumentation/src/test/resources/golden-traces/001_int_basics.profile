lines 83
sha256 659dfece757ab258dba0ee26af87734d8149908fd508a7e8780403cfa37c265d
call <module> 0
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 5 print
c_return <module> 5 print
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
c_call <module> 13 len
c_return <module> 13 len
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 14 print
c_return <module> 14 print
c_call <module> 19 print
c_return <module> 19 print
c_call <module> 20 print
c_return <module> 20 print
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 24 print
c_return <module> 24 print
c_call <module> 25 print
