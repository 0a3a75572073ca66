lines 97
sha256 f2b97178523c0ed893604b4f5c900fe3c76cd2ab3d105c56817c89fb106edc95
call <module> 0
call read_global 3
return read_global 4
call shadow 5
return shadow 7
c_call <module> 11 print
c_return <module> 11 print
call write_global 8
return write_global 10
c_call <module> 13 print
c_return <module> 13 print
call create_global 14
return create_global 16
c_call <module> 18 print
c_return <module> 18 print
call outer 19
call middle 21
call inner 24
return inner 26
return middle 28
return outer 30
c_call <module> 31 print
c_return <module> 31 print
call nonlocal_vs_global 32
call g 34
return g 36
return nonlocal_vs_global 38
c_call <module> 39 print
c_return <module> 39 print
c_call <module> 40 __build_class__
