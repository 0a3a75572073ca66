lines 63
sha256 0249c434ebbe748da12438b38ea84e04b16790a2bf7a96222a8d821d559e5941
call <module> 0
call lookup 2
return lookup 6
c_call <module> 11 repr
c_return <module> 11 repr
c_call <module> 11 repr
c_return <module> 11 repr
c_call <module> 11 repr
c_return <module> 11 repr
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 19 repr
c_return <module> 19 repr
c_call <module> 19 repr
c_return <module> 19 repr
c_call <module> 19 print
c_return <module> 19 print
c_call <module> 23 pop
c_exception <module> 23 pop
c_call <module> 27 repr
c_return <module> 27 repr
c_call <module> 27 repr
c_return <module> 27 repr
c_call <module> 27 print
c_return <module> 27 print
call chain_depth 29
return chain_depth 34
c_call <module> 45 print
c_return <module> 45 print
c_call <module> 49 append
