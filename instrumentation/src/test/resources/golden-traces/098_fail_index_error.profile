lines 41
sha256 1e669e6789783f55e0973d0015296940c9925f04c18fcb11bcc23aac7e18f15b
call <module> 0
c_call <module> 3 len
c_return <module> 3 len
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 print
c_return <module> 4 print
c_call <module> 4 print
c_return <module> 4 print
call pairwise_diffs 5
c_call pairwise_diffs 6 len
c_return pairwise_diffs 6 len
call <listcomp> 6
return <listcomp> 6
return pairwise_diffs 6
c_call <module> 7 print
c_return <module> 7 print
call window 8
c_call window 9 len
c_return window 9 len
call <listcomp> 9
return <listcomp> 9
return window 9
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 14 print
