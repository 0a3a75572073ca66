lines 87
sha256 b1682a3e3abfd2fd6268cc5a642ab9f32fcd29e57eeb993b4d8ea96249204ff8
call <module> 0
call member 2
return member 3
call member 2
return member 3
call member 2
return member 3
call member 2
return member 3
c_call <module> 5 print
c_return <module> 5 print
call <listcomp> 6
return <listcomp> 6
c_call <module> 6 print
c_return <module> 6 print
call loops 8
c_call loops 11 append
c_return loops 11 append
c_call loops 11 append
c_return loops 11 append
c_call loops 11 append
c_return loops 11 append
c_call loops 12 extend
call <genexpr> 12
return <genexpr> 12
call <genexpr> 12
return <genexpr> 12
call <genexpr> 12
return <genexpr> 12
call <genexpr> 12
