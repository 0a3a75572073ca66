lines 147
sha256 17badf500976bdfb43f9e7f796f37ef383ca0350ad0a4700091b657336c39b29
call <module> 0
c_call <module> 22 repr
c_return <module> 22 repr
call classify 4
return classify 7
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 22 repr
c_return <module> 22 repr
call classify 4
return classify 7
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 22 repr
c_return <module> 22 repr
call classify 4
return classify 9
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 22 repr
c_return <module> 22 repr
call classify 4
return classify 9
c_call <module> 22 print
c_return <module> 22 print
c_call <module> 22 repr
c_return <module> 22 repr
call classify 4
return classify 11
c_call <module> 22 print
