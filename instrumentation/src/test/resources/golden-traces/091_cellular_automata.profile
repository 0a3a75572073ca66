lines 28327
sha256 2d5fb8798e0f06dfd349de25e827170e8f9988ab914ce1a7d1b92ca5e08b11ae
call <module> 0
c_call <module> 11 print
c_return <module> 11 print
call elementary 2
c_call elementary 7 join
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
return <genexpr> 7
call <genexpr> 7
