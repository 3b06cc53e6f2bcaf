// Calls the v1.2 interface through a WCF client generated from ?singleWsdl by svcutil
// (BasicHttpBinding, document/literal, DataContractSerializer). Prints one line per result,
// "<key>\t<base64 of the value>", for test/e2e/dotnet-client.e2e.ts to check.
//   svcutil -o:APIService.cs http://127.0.0.1:8080/1.2/APIService.svc?singleWsdl
//   mcs -r:System.ServiceModel -r:System.Runtime.Serialization -r:System.Core -r:Microsoft.CSharp -out:wcf.exe WcfProgram.cs APIService.cs
//   mono wcf.exe http://127.0.0.1:8080 demo demo
using System;
using System.Collections.Generic;
using System.ServiceModel;
using System.Text;

public static class WcfProgram
{
    static void Print(string key, object value)
    {
        string text = value == null ? "<null>" : value.ToString();
        Console.WriteLine(key + "\t" + Convert.ToBase64String(Encoding.UTF8.GetBytes(text)));
    }

    // Calls a generated operation by parameter name: the v1.2 requests have many optional fields,
    // so every parameter not named gets its type's default (null, 0, false).
    static dynamic Call(object client, string operation, Dictionary<string, object> values)
    {
        var method = client.GetType().GetMethod(operation);
        var parameters = method.GetParameters();
        var arguments = new object[parameters.Length];
        for (int i = 0; i < parameters.Length; i++)
        {
            object value;
            var type = parameters[i].ParameterType;
            arguments[i] = values.TryGetValue(parameters[i].Name, out value) ? value : (type.IsValueType ? Activator.CreateInstance(type) : null);
        }
        return method.Invoke(client, arguments);
    }

    public static int Main(string[] args)
    {
        string baseUrl = args[0], name = args[1], password = args[2];
        var client = new APIServiceClient(new BasicHttpBinding { MaxReceivedMessageSize = 16 * 1024 * 1024 }, new EndpointAddress(baseUrl + "/1.2/APIService.svc"));

        var page = Call(client, "GetPropertyList2Xml", new Dictionary<string, object> {
            { "CustomerName", name }, { "CustomerPassword", password }, { "LanguageID", 2 }, { "Goal", 1 }, { "SortFields", "Price DESC" }, { "Limit1", 1 }, { "Limit2", 3 }, { "RichTextFormat", 1 },
        });
        Print("list.code", page.Code);
        Print("list.rows", page.Value.RowsCount);
        Print("list.to", page.Value.To);
        Print("list.items", page.Value.Items.Length);
        var first = page.Value.Items[0].Object;
        Print("list.first", first.ID + "|" + first.Goal + "|" + first.Price + "|" + first.City + "|" + first.TypeDescription + "|" + first.LanguageID);

        var types = Call(client, "GetHistoriesTypeXml", new Dictionary<string, object> { { "CustomerName", name }, { "CustomerPassword", password }, { "LanguageID", 2 } });
        Print("types.count", types.Value.RowsCount);
        Print("types.first", types.Value.Items[0].ID + "|" + types.Value.Items[0].Name);

        Print("count.json", client.GetCountProperties2Json("{\"CustomerName\":\"" + name + "\",\"CustomerPassword\":\"" + password + "\",\"Conditions\":[{\"Goal\":0},{\"Goal\":1}]}"));

        var denied = Call(client, "GetHistoriesTypeXml", new Dictionary<string, object> { { "CustomerName", name }, { "CustomerPassword", password + "-wrong" }, { "LanguageID", 1 } });
        Print("denied", denied.Code + "|" + denied.Success + "|" + denied.Message);
        client.Close();
        return 0;
    }
}
