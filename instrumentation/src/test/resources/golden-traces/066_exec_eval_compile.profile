lines 157
sha256 0f527edd666e4fec538aa2b399a4d2444abc1f84593c9065c02a148a12c07e6a
call <module> 0
c_call <module> 2 eval
c_return <module> 2 eval
c_call <module> 2 eval
c_return <module> 2 eval
c_call <module> 2 eval
c_return <module> 2 eval
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 4 eval
c_return <module> 4 eval
c_call <module> 4 eval
c_return <module> 4 eval
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 12 exec
c_return <module> 12 exec
c_call <module> 13 sorted
call <genexpr> 13
return <genexpr> 13
call <genexpr> 13
return <genexpr> 13
call <genexpr> 13
return <genexpr> 13
call <genexpr> 13
return <genexpr> 13
c_return <module> 13 sorted
c_call <module> 13 print
c_return <module> 13 print
c_call <module> 16 exec
