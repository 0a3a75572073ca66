lines 63
sha256 40f668932321961966a55c96884c12b354c6d0c4a79d39a0d197bafd02a16660
call <module> 0
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 8 print
c_return <module> 8 print
call match 11
return match 12
c_call <module> 15 print
c_return <module> 15 print
call match 11
return match 12
c_call <module> 16 print
c_return <module> 16 print
call match 11
return match 12
c_call <module> 18 print
c_return <module> 18 print
c_call <module> 21 print
c_return <module> 21 print
c_call <module> 23 print
c_return <module> 23 print
c_call <module> 25 print
c_return <module> 25 print
c_call <module> 28 __build_class__
call Obj 28
return Obj 30
c_return <module> 28 __build_class__
c_call <module> 33 print
c_return <module> 33 print
c_call <module> 36 print
