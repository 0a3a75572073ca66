lines 17
sha256 5ca6a3c2f7ea0dbe3a69dc23dea80fe1c03247edb6fcfb829f43e19a03b57367
call <module> 0
call validate 3
call <listcomp> 4
return <listcomp> 4
return validate 5
c_call <module> 8 print
c_return <module> 8 print
c_call <module> 9 print
c_return <module> 9 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 exit
c_exception <module> 13 exit
c_call <module> 16 print
c_return <module> 16 print
return <module> 16
exited
